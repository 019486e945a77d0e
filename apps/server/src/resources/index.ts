import type { FastifyPluginAsync } from 'fastify';
import { resourcePlugin } from '../resource-kit/routes.ts';
import { heroSliders } from './hero-sliders/hero-sliders.resource.ts';

/** Every list resource; adding one is a definition here. */
export const resources = [heroSliders];

export const resourceRoutes: FastifyPluginAsync = async (app) => {
  for (const definition of resources) await app.register(resourcePlugin(definition as never));
};

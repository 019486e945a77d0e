import type { FastifyPluginAsync } from 'fastify';
import { defineArea } from '../../define-area.ts';
import newsletterSendPlugin from './newsletter-send.plugin.ts';
import { newsletterSendRoutes } from './newsletter-send.routes.ts';
import { newslettersRoutes } from './newsletters.routes.ts';

const routes: FastifyPluginAsync = async (api) => {
  await api.register(newslettersRoutes);
  await api.register(newsletterSendRoutes);
};

/** Newsletters (decisions 052, 053): the screen's calls, and the worker that sends them. */
export const newslettersArea = defineArea({ name: 'newsletters', plugin: newsletterSendPlugin, routes });

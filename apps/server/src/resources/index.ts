import type { FastifyPluginAsync } from 'fastify';
import type { ResourceDefinition } from '../resource-kit/define-resource.ts';
import { resourcePlugin } from '../resource-kit/routes.ts';
import { categories } from './categories/categories.resource.ts';
import { faqs } from './faqs/faqs.resource.ts';
import { faqsMain } from './faqs-main/faqs-main.resource.ts';
import { heroSliders } from './hero-sliders/hero-sliders.resource.ts';
import { individuals } from './individuals/individuals.resource.ts';
import { industries } from './industries/industries.resource.ts';
import { missionVisionGoals } from './mission-vision-goals/mission-vision-goals.resource.ts';
import { missionVisionGoalsSub } from './mission-vision-goals-sub/mission-vision-goals-sub.resource.ts';

/** Every list resource; adding one is a definition here. */
export const resources: ResourceDefinition[] = [
  heroSliders,
  faqs,
  faqsMain,
  categories,
  industries,
  missionVisionGoals,
  missionVisionGoalsSub,
  individuals,
];

export const resourceRoutes: FastifyPluginAsync = async (app) => {
  for (const definition of resources) await app.register(resourcePlugin(definition));
};

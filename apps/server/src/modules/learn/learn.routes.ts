import { fail, ok } from '@atrium/contract/api';
import {
  learnCategoryCountsQuerySchema,
  learnFeedCountQuerySchema,
  learnFeedItemSchema,
  learnFeedQuerySchema,
  LearnKeys,
  LearnMessages,
  learnMovedSchema,
  type LearnType,
  LearnTypes,
  recentContentQuerySchema,
} from '@atrium/contract/learn';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { learnContract } from './learn-contract.ts';
import { createLearnService, type SlugRead } from './learn.service.ts';

const slugParam = z.object({ slug: z.string().min(1).max(200) });
const feed = ok(z.array(learnFeedItemSchema));

/**
 * The public reads of learn content (spec 3 §7): no token, published items only. Beside each
 * type's list routes (resources/learn-<type>s/): its item by slug and the item's related items;
 * an old slug answers 301 with the item's current address.
 */
export const learnRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLearnService({ db: app.db });

  /** The answer to a slug read: the item, or a 301 to the address under its current slug. */
  function answer<T>(reply: FastifyReply, type: LearnType, read: SlugRead<T>, tail = '') {
    if ('found' in read) return reply.send({ success: true as const, data: read.found });
    const location = `/api/${LearnKeys[type]}/slug/${read.movedTo}/${tail}`;
    return reply
      .status(301)
      .header('location', location)
      .send({ success: true as const, message: LearnMessages.moved(location), data: { slug: read.movedTo, location } });
  }

  for (const type of LearnTypes) {
    const tags = [LearnKeys[type]];
    const record = learnContract[type].wireSchema;
    app.get(
      `/${LearnKeys[type]}/slug/:slug/`,
      {
        schema: {
          tags,
          summary: `A published ${type} by its slug; an old slug answers 301 with the current address`,
          params: slugParam,
          response: { 200: ok(record), 301: learnMovedSchema, 404: fail },
        },
      },
      async (request, reply) => answer(reply, type, await service.bySlug(type, request.params.slug)),
    );
    app.get(
      `/${LearnKeys[type]}/slug/:slug/related/`,
      {
        schema: {
          tags,
          summary: `Published ${type}s sharing a category with this one, newest first, at most 9`,
          params: slugParam,
          response: { 200: ok(z.array(record)), 301: learnMovedSchema, 404: fail },
        },
      },
      async (request, reply) => answer(reply, type, await service.related(type, request.params.slug), 'related/'),
    );
  }

  app.get(
    '/learn-content/',
    {
      schema: {
        tags: ['learn'],
        summary: 'Published blogs, articles, videos and podcasts in one list, filtered and paged',
        querystring: learnFeedQuerySchema,
        response: { 200: feed },
      },
    },
    async (request) => ({ success: true as const, data: await service.feed(request.query) }),
  );

  app.get(
    '/learn-content/count/',
    {
      schema: {
        tags: ['learn'],
        summary: 'How many published items the learn feed has with these filters',
        querystring: learnFeedCountQuerySchema,
        response: { 200: ok(z.object({ count: z.number() })) },
      },
    },
    async (request) => ({ success: true as const, data: { count: await service.feedCount(request.query) } }),
  );

  app.get(
    '/learn-content/category-counts/',
    {
      schema: {
        tags: ['learn'],
        summary:
          'How many published items each category has within these media types (ours: the learn filter’s counts)',
        querystring: learnCategoryCountsQuerySchema,
        response: { 200: ok(z.array(z.object({ category: z.number(), count: z.number() }))) },
      },
    },
    async (request) => ({ success: true as const, data: await service.categoryCounts(request.query) }),
  );

  app.get(
    '/recent-content/',
    {
      schema: {
        tags: ['learn'],
        summary: 'The newest published items of the Recent Content category (1 featured + 3 by default)',
        querystring: recentContentQuerySchema,
        response: { 200: feed },
      },
    },
    async (request) => ({ success: true as const, data: await service.recent(request.query) }),
  );
};

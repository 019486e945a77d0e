import {
  learnCategoryCounts,
  learnFeed,
  learnFeedCount,
  learnLocaleSlugs,
  learnSlugReads,
  recentContent,
} from '@atrium/contract/endpoints/learn';
import { LearnKeys, type LearnType, LearnTypes } from '@atrium/contract/learn';
import { inLanguage, TranslationTexts } from '@atrium/contract/locales';
import { stripMarkup } from '@atrium/contract/text';
import type { FastifyPluginAsync } from 'fastify';
import { noteAudit } from '../../foundations/audit/audit-note.ts';
import { operation, route } from '../../plugins/endpoints.ts';
import { movedAnswer } from './moved-answer.ts';
import { createLearnService, type SlugRead } from './learn.service.ts';

/**
 * The public reads of learn content (requirements 3 §7): no token, published items only. Beside each
 * type's list routes (resources/learn-<type>s/): its item by slug and the item's related items;
 * an old slug answers 301 with the item's current address. All are operations: the site's
 * loaders run them in process.
 */
export const learnRoutes: FastifyPluginAsync = async (app) => {
  const service = createLearnService({ db: app.db, clock: app.clock, locales: app.locales });

  /** The answer to a slug read: the item, or a 301 to the address under its current slug. */
  function answer<T>(type: LearnType, read: SlugRead<T>, tail = '') {
    // The service reads the four types through one code path, typed by their common base; each
    // type's record schema still checks the answer on its way out (serializer).
    if ('found' in read) return { data: read.found as never };
    const location = `/api/${LearnKeys[type]}/slug/${read.movedTo}/${tail}`;
    return movedAnswer(read.movedTo, location);
  }

  for (const type of LearnTypes) {
    const reads = learnSlugReads[type];
    operation(app, reads.bySlug, async ({ params, query }) =>
      answer(type, await service.bySlug(type, params.slug, query.locale)),
    );
    operation(app, reads.related, async ({ params, query }) =>
      answer(type, await service.related(type, params.slug, query.locale), 'related/'),
    );
    route(app, learnLocaleSlugs[type].get, async (request) => ({
      data: await service.localeSlug(type, request.params.id, request.query.locale),
    }));
    route(app, learnLocaleSlugs[type].put, async (request) => {
      const { locale, slug, title, from, to } = await service.changeLocaleSlug(
        type,
        request.params.id,
        request.query.locale,
        request.body.slug,
      );
      // Decision 096: in the audit log's words, as a translation's save is told (decision 092); a
      // save that moved nothing is an edit that changed nothing, as the kit tells one.
      const named = inLanguage(stripMarkup(title).trim(), locale);
      noteAudit(
        request,
        from === to
          ? { action: 'update', title: named }
          : {
              action: 'address_change',
              title: named,
              changes: [{ field: 'slug', label: TranslationTexts.address, before: from, after: to }],
            },
      );
      return { data: { locale, slug } };
    });
  }

  operation(app, learnFeed, async ({ query }) => ({ data: await service.feed(query) }));
  operation(app, learnFeedCount, async ({ query }) => ({ data: { count: await service.feedCount(query) } }));
  operation(app, learnCategoryCounts, async ({ query }) => ({ data: await service.categoryCounts(query) }));
  operation(app, recentContent, async ({ query }) => ({ data: await service.recent(query) }));
};

import { SystemCategories } from '@atrium/contract/categories';
import {
  type LearnFeedFilter,
  type LearnFeedItem,
  LearnKeys,
  LearnMessages,
  learnSlugSchema,
  type learnSortKeys,
  LearnTexts,
  type LearnType,
  LearnTypes,
  RELATED_ITEMS_LIMIT,
} from '@atrium/contract/learn';
import type { Db } from '../../db/database.ts';
import { pathInLocale } from '@atrium/contract/locale-paths';
import { learnItemPath } from '@atrium/contract/pages';
import { TrashMessages } from '@atrium/contract/trash';
import { ConflictError, GoneError, NotFoundError, ValidationError } from '../../errors.ts';
import type { LocalesService } from '../../foundations/locales/locales.service.ts';
import type { Clock } from '../../service-deps.ts';
import { createLearnFeedRepository, type FeedEntry, type FeedSort } from './learn-feed.repository.ts';
import { expandCategories, learnWire, type LearnRowWithCategories } from './learn-item.ts';
import { createLearnItemsRepository } from './learn-items.repository.ts';
import { isReservedSlug } from './learn-slugs.ts';
import { createLearnTranslations } from './learn-translations.ts';
import { createLearnLocaleSlugsRepository, LOCALE_SLUG_FIELD } from './learn-locale-slugs.repository.ts';
import { createTranslationsRepository } from '../../resource-kit/translations.repository.ts';
import { pageAnswersAt, pageMoved } from '../redirects/redirects.service.ts';
import type { LearnRow } from './learn.tables.ts';

type SortKey = (typeof learnSortKeys)[number];
type Page = { limit: number; skip: number; sort_by?: SortKey };

/** What a slug read finds: the item, or the current slug of the item that once had it. */
export type SlugRead<T> = { found: T } | { movedTo: string };

const sorts: Record<SortKey, FeedSort> = {
  position: { column: 'position', direction: 'asc' },
  '-position': { column: 'position', direction: 'desc' },
  created_at: { column: 'content_date', direction: 'asc' },
  '-created_at': { column: 'content_date', direction: 'desc' },
};

/** `locales`: the site's languages, for the public reads' `?locale=` (decision 090); without it, the default language alone. */
export type LearnServiceDeps = { db: Db; clock: Clock; locales?: LocalesService };

/**
 * The public reads of learn content (requirements 3 §7): one item by slug, its related items, the learn
 * feed and the recent content; and changing a slug on purpose. Published items only. Given a
 * transaction as `db`, its writes join it.
 */
export function createLearnService({ db, clock, locales }: LearnServiceDeps) {
  const feed = createLearnFeedRepository(db);
  const items = createLearnItemsRepository(db);
  const translations = createLearnTranslations(db, locales);
  const localeSlugs = createLearnLocaleSlugsRepository(db);
  const notFound = () => new NotFoundError(LearnMessages.notFound);
  /** The instant the public reads are for: only items visible then are shown (decision 034). */
  const at = () => clock.now().toISOString();

  async function records(type: LearnType, rows: LearnRow[], locale?: string) {
    const wire = (await expandCategories(type, rows, items)).map((row) => learnWire(type, row));
    return locale ? translations.overlay(type, wire, locale) : wire;
  }

  /** Cards in another language than the default: each type's texts from its own translations. */
  async function cardsIn(found: LearnFeedItem[], locale: string | undefined): Promise<LearnFeedItem[]> {
    if (!locale) return found;
    const out = [...found];
    for (const type of LearnTypes) {
      const at = out.flatMap((item, i) => (item.content_type === type ? [i] : []));
      if (!at.length) continue;
      const data = await translations.overlay(
        type,
        at.map((i) => out[i]!.data),
        locale,
      );
      at.forEach((i, n) => (out[i] = { ...out[i]!, data: data[n]! }));
    }
    return out;
  }

  /** Feed entries as cards: the type, its media-type icon, and what a card shows. */
  async function cards(entries: FeedEntry[]): Promise<LearnFeedItem[]> {
    const typeOf = new Map(entries.map((e) => [e.row, e.type]));
    const rows = await expandCategories((row) => typeOf.get(row)!, [...typeOf.keys()], items);
    return rows.map((row, i) => card(entries[i]!.type, row, entries[i]!.icon));
  }

  /**
   * The published item with this slug, or where an old slug of this type now points; 410 when
   * the item that had it was deleted forever (its slug stays as a tombstone, decision 032).
   */
  async function resolve(type: LearnType, slug: string): Promise<SlugRead<LearnRow>> {
    const now = at();
    const row = await feed.bySlug(type, slug, now);
    if (row) return { found: row };
    const owner = await items.slugOwner(slug);
    if (owner?.content_type !== type) throw notFound();
    const current = await feed.byId(type, owner.item_id, now);
    if (current?.slug && current.slug !== slug) return { movedTo: current.slug };
    if (!current && !(await items.itemExists(type, owner.item_id))) throw new GoneError(TrashMessages.gone);
    throw notFound();
  }

  /**
   * Decision 090: the item a slug names in a language other than the default, `other`: its slug
   * there first; else its default slug (or an old one), which answers the item's slug in that
   * language as moved when it has one, so that each page in each language has one address.
   */
  async function resolveIn(type: LearnType, slug: string, other: string | undefined): Promise<SlugRead<LearnRow>> {
    if (other) {
      const owner = await localeSlugs.ownerOf(other, slug);
      if (owner?.type === type) {
        const row = await feed.byId(type, owner.id, at());
        if (!row) throw notFound();
        return { found: row };
      }
    }
    const read = await resolve(type, slug);
    if (other && 'found' in read) {
      const own = (await localeSlugs.slugsOf(type, read.found.id))[other];
      if (own) return { movedTo: own };
    }
    return read;
  }

  /** On a site with several languages, the item's slug in each (the default's and those it has): its page's addresses. */
  async function withSlugs<R extends object>(type: LearnType, record: R, row: LearnRow): Promise<R> {
    if (!(await translations.isMultilingual())) return record;
    const settings = await locales!.settings();
    const slugs = { [settings.defaultLocale]: row.slug ?? '', ...(await localeSlugs.slugsOf(type, row.id)) };
    return { ...record, slugs };
  }

  async function feedPage(filter: LearnFeedFilter, page: Page, defaultSort: SortKey, locale?: string) {
    const other = await translations.other(locale);
    const entries = await feed.page(
      {
        types: filter.mediaType ?? LearnTypes,
        categories: filter.categories,
        selectedPage: filter.selectedPage,
        at: at(),
      },
      { limit: page.limit, skip: page.skip, sort: sorts[page.sort_by ?? defaultSort] },
    );
    return cardsIn(await cards(entries), other);
  }

  return {
    /** GET /learn-content/: a page of published items of every type, filtered. */
    feed: (query: LearnFeedFilter & Page & { locale?: string }) => feedPage(query, query, 'position', query.locale),

    /** GET /learn-content/count/ */
    feedCount: (filter: LearnFeedFilter) =>
      feed.count({
        types: filter.mediaType ?? LearnTypes,
        categories: filter.categories,
        selectedPage: filter.selectedPage,
        at: at(),
      }),

    /** GET /learn-content/category-counts/ */
    categoryCounts: (filter: Omit<LearnFeedFilter, 'categories'>) =>
      feed.countsByCategory({ types: filter.mediaType ?? LearnTypes, selectedPage: filter.selectedPage, at: at() }),

    /** GET /recent-content/: the newest published items of the Recent Content category. */
    async recent(query: { limit: number; sort_by?: SortKey; locale?: string }): Promise<LearnFeedItem[]> {
      const category = await feed.learnCategoryId(SystemCategories.RecentContent.name);
      if (category === undefined) {
        await translations.other(query.locale);
        return [];
      }
      return feedPage({ categories: [category] }, { ...query, skip: 0 }, '-created_at', query.locale);
    },

    /** GET /learn-<type>/slug/{slug}/ */
    async bySlug(type: LearnType, slug: string, locale?: string): Promise<SlugRead<ReturnType<typeof learnWire>>> {
      const other = await translations.other(locale);
      const read = await resolveIn(type, slug, other);
      if ('movedTo' in read) return read;
      return { found: await withSlugs(type, (await records(type, [read.found], other))[0]!, read.found) };
    },

    /** GET /learn-<type>/slug/{slug}/related/: the same type sharing a category, newest first. */
    async related(
      type: LearnType,
      slug: string,
      locale?: string,
    ): Promise<SlugRead<Array<ReturnType<typeof learnWire>>>> {
      const other = await translations.other(locale);
      const read = await resolveIn(type, slug, other);
      if ('movedTo' in read) return read;
      const item = read.found;
      const categories = await items.linkedCategoryIds(type, item.id);
      if (categories.length === 0) return { found: [] };
      // One more than shown, in case the item itself is among them.
      const entries = await feed.page(
        { types: [type], categories, at: at() },
        { limit: RELATED_ITEMS_LIMIT + 1, skip: 0, sort: sorts['-created_at'] },
      );
      const related = entries.map((e) => e.row).filter((row) => row.id !== item.id);
      return { found: await records(type, related.slice(0, RELATED_ITEMS_LIMIT), other) };
    },

    /**
     * Gives an item (not deleted) a new slug, keeping the old one as a redirect (its slug read's
     * 301, and its page's: decision 078): for the page-meta screen. 400 for a malformed slug; 409 when a page reserves it or another item has or had it.
     * Taking back one of the item's own old slugs is allowed.
     */
    async changeSlug(type: LearnType, id: number, slug: string) {
      if (!learnSlugSchema.safeParse(slug).success) throw new ValidationError({ slug: LearnMessages.slugInvalid });
      if (isReservedSlug(slug))
        throw new ConflictError(LearnMessages.slugReserved, { slug: LearnMessages.slugReserved });
      const row = await items.transaction(async (trx) => {
        const tx = createLearnItemsRepository(trx);
        const item = await tx.activeItem(type, id);
        if (!item) throw new NotFoundError(`${LearnTexts[type].singular} not found.`);
        if (item.slug === slug) return item;
        if (!(await tx.claimSlug(slug, type, id))) {
          const owner = await tx.slugOwner(slug);
          if (owner?.content_type !== type || owner.item_id !== id) {
            throw new ConflictError(LearnMessages.slugTaken, { slug: LearnMessages.slugTaken });
          }
        }
        // The old address answers 301 to the new one from in front of the page cache (decision 078).
        if (item.slug) await pageMoved(trx, learnItemPath(type, item.slug), learnItemPath(type, slug));
        return (await tx.setSlug(type, id, slug)) ?? item;
      });
      return (await records(type, [row]))[0]!;
    },

    /** Decision 096: an item's (not deleted) slug in a language other than the default, '' when it has none there. */
    async localeSlug(type: LearnType, id: number, locale: string) {
      const other = await translations.other(locale);
      if (!other) throw new ValidationError({ locale: LearnMessages.localeSlugDefault });
      if (!(await items.activeItem(type, id))) throw new NotFoundError(`${LearnTexts[type].singular} not found.`);
      return { locale: other, slug: (await localeSlugs.slugsOf(type, id))[other] ?? '' };
    },

    /**
     * Decision 090: an item's slug in a language other than the default ('' removes it: its page
     * there is at its default slug again). 400 for the default language or a malformed slug; 409
     * when a page reserves it, or another item has it as its slug (or had it) or as its slug in
     * that language. Decision 096: the language's old address answers 301 to the new one from in
     * front of the page cache, as the default slug's does (decision 078); the answer says both
     * addresses and the item's title, for the audit log.
     */
    async changeLocaleSlug(type: LearnType, id: number, locale: string, slug: string) {
      const other = await translations.other(locale);
      if (!other) throw new ValidationError({ locale: LearnMessages.localeSlugDefault });
      if (slug !== '') {
        if (!learnSlugSchema.safeParse(slug).success) throw new ValidationError({ slug: LearnMessages.slugInvalid });
        if (isReservedSlug(slug))
          throw new ConflictError(LearnMessages.slugReserved, { slug: LearnMessages.slugReserved });
      }
      const { defaultLocale } = await locales!.settings();
      return items.transaction(async (trx) => {
        const item = await createLearnItemsRepository(trx).activeItem(type, id);
        if (!item) throw new NotFoundError(`${LearnTexts[type].singular} not found.`);
        const held = createLearnLocaleSlugsRepository(trx);
        if (slug !== '') {
          const isThis = (owner: { type: LearnType; id: number } | undefined) =>
            owner === undefined || (owner.type === type && owner.id === id);
          const owner = await createLearnItemsRepository(trx).slugOwner(slug);
          if (
            !isThis(owner && { type: owner.content_type, id: owner.item_id }) ||
            !isThis(await held.ownerOf(other, slug))
          )
            throw new ConflictError(LearnMessages.slugTaken, { slug: LearnMessages.slugTaken });
        }
        const addressIn = (own: string | undefined) =>
          pathInLocale(learnItemPath(type, own || (item.slug ?? '')), other, defaultLocale);
        const was = (await held.slugsOf(type, id))[other];
        const from = addressIn(was);
        const to = addressIn(slug);
        await createTranslationsRepository(trx, LearnKeys[type]).put(trx, id, other, {
          [LOCALE_SLUG_FIELD]: slug === '' ? null : slug,
        });
        // Its default slug under the prefix already answers 301 to the language's (resolveIn);
        // a slug the language had of its own has no other way to send its readers on. A slug
        // taken back (after it was removed, or given up by another item) is the page's again.
        if (was && from !== to) await pageMoved(trx, from, to);
        else if (slug !== '') await pageAnswersAt(trx, to);
        return { locale: other, slug, title: item.title, from, to };
      });
    },

    /**
     * These items as feed cards, in the order given, those visible now only (the site search's
     * results); in `locale` when it is another language than the default, as the feed's cards are.
     */
    cardsOf: async (keys: ReadonlyArray<{ type: LearnType; id: number }>, locale?: string) =>
      cardsIn(await cards(await feed.entries(keys, at())), locale),

    /** Whether an item that is not deleted uses the category (deleting one must ask first). */
    isCategoryUsed: (categoryId: number) => items.isCategoryUsed(categoryId),
  };
}

export type LearnService = ReturnType<typeof createLearnService>;

function card(type: LearnType, row: LearnRowWithCategories, icon: number | null): LearnFeedItem {
  return {
    content_type: type,
    content_type_icon: icon,
    data: {
      id: row.id,
      slug: row.slug ?? '',
      title: row.title,
      subtitle: row.subtitle,
      description: row.description,
      position: row.position,
      created_at: row.content_date,
      authorName: row.author_name,
      authorImage: row.author_image,
      categoryNames: row.categoryList.map((c) => c.name),
      category_details: row.categoryList,
      image: row.image ?? null,
      videoUrl: row.video_url ?? null,
      videoFile: row.video_file ?? null,
      poster: row.poster ?? null,
      cta_status: row.cta_status,
      cta_url: row.cta_url,
    },
  };
}

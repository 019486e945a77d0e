import { isLiveAt } from '@atrium/contract/schedule';
import type { Clock } from '../../service-deps.ts';
import { type SitePage, SitePageLabels, SitePages } from '@atrium/contract/enums';
import { LearnKeys, type LearnType, learnSortKeys, LearnTexts } from '@atrium/contract/learn';
import {
  type Fold,
  type FoldBody,
  type FoldName,
  isFoldAllowed,
  type LearnPageType,
  LearnPageTypes,
  LearnTypeOfPage,
  type Page,
  type PageMetaBody,
  PageMessages,
  type PageMetaText,
  PageMetaTexts,
  type PageTextsBody,
  type PageTextsIn,
  type PageType,
  pageVersion,
  type PublicPage,
} from '@atrium/contract/pages';
import { type IfMatch, updatedAtsOf, VersionMessages } from '@atrium/contract/versions';
import { stripMarkup, toSearchText } from '@atrium/contract/text';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { RevisionMessages } from '@atrium/contract/revisions';
import { AppError, ConflictError, NotFoundError, StaleVersionError, ValidationError } from '../../errors.ts';
import { stampAfter } from '../../resource-kit/repository.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';
import { expandCategories } from '../learn/learn-item.ts';
import { createLearnItemsRepository } from '../learn/learn-items.repository.ts';
import type { LearnRow } from '../learn/learn.tables.ts';
import { createLearnService } from '../learn/learn.service.ts';
import { createLearnLocaleSlugsRepository } from '../learn/learn-locale-slugs.repository.ts';
import type { LocalesService } from '../../foundations/locales/locales.service.ts';
import { createTranslationsRepository } from '../../resource-kit/translations.repository.ts';
import type { RevisionsService, Snapshot } from '../../foundations/revisions/revisions.service.ts';
import { pageLabelsOf, pageSnapshotWords } from './page-words.ts';
import {
  createPagesRepository,
  type FoldRow,
  type MetaColumns,
  type PageRow,
  type PagesRepository,
} from './pages.repository.ts';

/** The meta description made from a learn item's own text: about what a search result shows. */
export const FALLBACK_DESCRIPTION_LENGTH = 160;

type SortKey = (typeof learnSortKeys)[number];
/** The admin groups list items as the learn screens do: `created_at` is the item's date. */
const sorts = sortsFor(learnSortKeys, { created_at: 'content_date' });

export type PagesQuery = {
  pageType?: PageType;
  status?: 0 | 1;
  limit: number;
  skip: number;
  searchedText?: string;
  sort_by?: SortKey;
};

/** What a public read finds: the page, or the current slug of the learn item that once had this one. */
export type PublicRead = { found: PublicPage } | { movedTo: string };

const isSitePage = (slug: string): slug is SitePage => (SitePages as readonly string[]).includes(slug);

export type PagesServiceDeps = {
  db: Db;
  clock: Clock;
  /** Where saves of a page's meta and folds keep their revisions (decision 033). */
  revisions?: RevisionsService;
  /** The site's languages: a default page's meta texts per language (decision 096); without, the default's alone. */
  locales?: LocalesService;
};

/** The revisions' resource key of pages (a page's record id is its row in `pages`). */
const PAGES = 'pages';
/**
 * Who saves (the administrator's user id), and the page's version the save was made against
 * (If-Match, decision 088): none or `*` saves whatever the page's version.
 */
type Writer = { by?: number | null; ifMatch?: IfMatch };

/**
 * What a restore saved: the page, and for a revision of a language's texts (decision 101) that
 * language and the texts it changed, for the audit entry.
 */
type Restored = {
  page: Page;
  locale?: string;
  changed?: Array<{ name: PageMetaText; before: string; after: string }>;
};

/** A conditional write found the page at another version: the transaction is rolled back, then 412. */
class Superseded extends Error {}

/**
 * The `updated_at` values a write against `ifMatch` accepts for the page row `row` (undefined:
 * no check). A learn item's meta never saved has no row: its version is "0@", matched by ''.
 */
function expectedOf(ifMatch: IfMatch | undefined, row: PageRow | undefined): string[] | undefined {
  if (ifMatch === undefined || ifMatch === '*') return undefined;
  if (row) return updatedAtsOf(ifMatch, row.id);
  return updatedAtsOf(ifMatch, 0).includes('') ? [''] : [];
}

/**
 * Page settings (requirements 3 §2 Admin pages, §4, §7; decision 015): the meta of the four default pages
 * and of learn items, and the ordered folds of the default pages.
 */
export function createPagesService({ db, clock, revisions, locales }: PagesServiceDeps) {
  const repo = createPagesRepository(db);
  const items = createLearnItemsRepository(db);
  const texts = createTranslationsRepository(db, PAGES);
  const localeSlugs = createLearnLocaleSlugsRepository(db);
  const pageNotFound = () => new NotFoundError(PageMessages.pageNotFound);

  /** The language asked for when it is not the default one; a tag the site does not have is a 400. */
  async function otherOf(locale: string | undefined): Promise<string | undefined> {
    if (locale === undefined || locale === '' || !locales) return undefined;
    const resolved = await locales.resolve(locale);
    return resolved.isDefault ? undefined : resolved.locale;
  }

  /**
   * A page's meta as read in `other` (decision 096): its texts there laid over the default
   * language's, those it lacks named in `untranslated`.
   */
  async function metaIn<P extends PublicPage>(page: P, pageId: number, other: string): Promise<P> {
    const own = (await texts.valuesOf([pageId], other)).get(pageId);
    const out: P = { ...page, untranslated: [] };
    for (const name of PageMetaTexts) {
      const value = own?.get(name);
      if (value !== undefined) out[name] = value;
      else out.untranslated!.push(name);
    }
    return out;
  }

  async function defaultPageWire(row: PageRow): Promise<Page> {
    return toDefaultPage(row, await repo.foldsOf([row.id]));
  }

  /** A default page by its route name (404 for any other name). */
  async function defaultPage(customUrl: string): Promise<PageRow> {
    const row = isSitePage(customUrl) ? await repo.defaultPage(customUrl) : undefined;
    if (!row) throw pageNotFound();
    return row;
  }

  /** The learn item (not deleted) whose current slug this is. */
  async function learnItemBySlug(slug: string): Promise<{ type: LearnType; item: LearnRow } | undefined> {
    const owner = await items.slugOwner(slug);
    if (!owner) return undefined;
    const item = await items.activeItem(owner.content_type, owner.item_id);
    return item ? { type: owner.content_type, item } : undefined;
  }

  async function learnPageWire(type: LearnType, itemId: number): Promise<Page> {
    const item = await items.activeItem(type, itemId);
    if (!item) throw pageNotFound();
    const pageType = LearnPageTypes[type];
    return toLearnPage(pageType, item, (await repo.learnMeta(pageType, [item.id])).get(item.id));
  }

  /** Default pages in the spec's order; with a search, those whose name, address or title match. */
  async function defaultPages(searchedText?: string): Promise<PageRow[]> {
    const search = searchedText ? toSearchText(searchedText) : '';
    const rows = await repo.defaultPages();
    return SitePages.flatMap((page) => rows.filter((row) => row.custom_url === page)).filter(
      (row) =>
        !search ||
        toSearchText(SitePageLabels[row.custom_url as SitePage], row.custom_url, row.meta_title).includes(search),
    );
  }

  /**
   * Runs a change of one default page's folds in a transaction that first locks the page (and
   * marks it changed), with the page's folds as they are inside it; answers the page after.
   */
  async function changeFolds(
    page: PageRow,
    work: (tx: PagesRepository, folds: FoldRow[]) => Promise<void>,
    { by = null, ifMatch }: Writer = {},
  ) {
    const expected = expectedOf(ifMatch, page);
    if (expected && !expected.includes(page.updated_at)) throw await staleError(page.id);
    try {
      await repo.transaction(async (trx) => {
        const tx = createPagesRepository(trx);
        const stamp = { at: stampAfter({ after: page.updated_at }, clock.now().getTime()), expected };
        if (!(await tx.lockPage(page.id, stamp))) throw expected ? new Superseded() : pageNotFound();
        await revised(trx, page.id, by, async () => work(tx, await tx.foldsOf([page.id])));
      });
    } catch (error) {
      if (error instanceof Superseded) throw await staleError(page.id);
      // Two adds of one name at once: the (page, name) key refuses the second.
      if (isUniqueViolation(error))
        throw new ConflictError(PageMessages.foldDuplicate, { 'fold.name': PageMessages.foldDuplicate });
      throw error;
    }
    return defaultPageWire((await repo.pageById(page.id))!);
  }

  /**
   * The 412 of a write made against a version the page is no longer at (decision 088): the page
   * now, its version, and who saved it and when, from the revision that save kept; 404 when the
   * page has gone meanwhile.
   */
  async function staleError(pageId: number | undefined, learn?: { type: LearnType; itemId: number }) {
    const now = learn ? await learnPageWire(learn.type, learn.itemId) : await defaultPageWire(await pageOrGone(pageId));
    let changedBy: { id: number; name: string } | null = null;
    let changedIn: string | undefined;
    if (revisions && now.id > 0) {
      // A learn item's first meta written in a language keeps two revisions at its version (decision 101).
      const made = (await revisions.list(PAGES, now.id, { limit: 2, skip: 0 })).items.filter(
        (entry) => entry.created_at === now.updated_at,
      );
      changedBy = made[0]?.author ?? null;
      changedIn = made.find((entry) => entry.locale !== null)?.locale ?? undefined;
    }
    return new StaleVersionError(VersionMessages.stale('The page', changedBy?.name ?? null), {
      version: pageVersion(now),
      record: now,
      changedBy,
      changedAt: now.updated_at ?? '',
      ...(changedIn ? { changedIn } : {}),
    });
  }

  async function pageOrGone(pageId: number | undefined): Promise<PageRow> {
    const row = pageId === undefined ? undefined : await repo.pageById(pageId);
    if (!row) throw pageNotFound();
    return row;
  }

  /**
   * What a page's revision keeps (decision 033): its meta; a default page's folds (name and
   * shown, in order); a learn item's address (its slug).
   */
  async function pageSnapshot(trx: Db, pageId: number): Promise<{ data: Snapshot; updatedAt: string } | undefined> {
    const tx = createPagesRepository(trx);
    const row = await tx.pageById(pageId);
    if (!row) return undefined;
    const meta = metaWire(row);
    if (row.page_type === 'default') {
      const folds = (await tx.foldsOf([row.id])).map((f) => ({ name: f.name, status: f.status === 1 ? 1 : 0 }));
      return { data: { ...meta, folds }, updatedAt: row.updated_at };
    }
    const type = LearnTypeOfPage[row.page_type as LearnPageType];
    const item = row.item_id === null ? undefined : await createLearnItemsRepository(trx).activeItem(type, row.item_id);
    return { data: { customUrl: item?.slug ?? '', ...meta }, updatedAt: row.updated_at };
  }

  /** A page's meta texts in one language, each named (null where it has none): what its revision there keeps. */
  async function textsOf(trx: Db, pageId: number, locale: string): Promise<Record<PageMetaText, string | null>> {
    const own = (await createTranslationsRepository(trx, PAGES).valuesOf([pageId], locale)).get(pageId);
    return Object.fromEntries(PageMetaTexts.map((name) => [name, own?.get(name) ?? null])) as Record<
      PageMetaText,
      string | null
    >;
  }

  /**
   * Runs a save of page `pageId` inside `trx` and keeps its revision there (and the page's state
   * before, when it had none yet); `pageId` is undefined for a learn item's first meta, which
   * `work` answers. A save of the texts in a language (`language`, decision 101) keeps a revision
   * of that language's texts, as a translation of a list resource's record does (decision 092), and
   * one of the page's own fields only when it made the page's row (a learn item's first meta).
   */
  async function revised(
    trx: Db,
    pageId: number | undefined,
    by: number | null,
    work: () => Promise<number | void>,
    language?: { locale: string },
  ) {
    const baseline =
      revisions && pageId !== undefined && !(await revisions.has(trx, PAGES, pageId))
        ? await pageSnapshot(trx, pageId)
        : undefined;
    const savedId = (await work()) ?? pageId;
    if (!revisions || savedId === undefined) return;
    const revision = { resource: PAGES, recordId: savedId, files: [] };
    if (baseline)
      await revisions.record(trx, { ...revision, userId: null, data: baseline.data, at: baseline.updatedAt });
    const after = await pageSnapshot(trx, savedId);
    if (!after) return;
    // Stamped with the version it keeps: a 412 names whoever made the version it met (decision 088).
    const at = after.updatedAt;
    if (!language || pageId === undefined)
      await revisions.record(trx, { ...revision, userId: by, data: after.data, at });
    if (language) {
      const data = await textsOf(trx, savedId, language.locale);
      await revisions.record(trx, { ...revision, userId: by, data, at, locale: language.locale });
    }
  }

  /** The page row a customUrl names (a default page, or a published or draft learn item's meta row, if saved). */
  async function pageRowOf(customUrl: string): Promise<PageRow | undefined> {
    if (isSitePage(customUrl)) return defaultPage(customUrl);
    const found = await learnItemBySlug(customUrl);
    if (!found || found.item.slug !== customUrl) throw pageNotFound();
    return (await repo.learnMeta(LearnPageTypes[found.type], [found.item.id])).get(found.item.id);
  }

  /**
   * The page whose texts a translation writes (decisions 096, 101): a default page, or a learn
   * item's own page by the item's default slug, with its meta row when saved (404 for anything else).
   */
  async function textsTarget(
    customUrl: string,
  ): Promise<{ row: PageRow | undefined; learn?: { type: LearnType; item: LearnRow } }> {
    if (isSitePage(customUrl)) return { row: await defaultPage(customUrl) };
    const found = await learnItemBySlug(customUrl);
    if (!found || found.item.slug !== customUrl) throw pageNotFound();
    return {
      row: (await repo.learnMeta(LearnPageTypes[found.type], [found.item.id])).get(found.item.id),
      learn: found,
    };
  }

  /**
   * A learn item's meta row made for a translation's first save, its texts empty (the item's own
   * serve); a row another save made meanwhile is taken as it is, unless the write was made against
   * the version with none (then undefined: stale).
   */
  async function firstMeta(
    tx: PagesRepository,
    learn: { type: LearnType; item: LearnRow },
    stamp: { at: string; expected?: string[] },
  ): Promise<PageRow | undefined> {
    const pageType = LearnPageTypes[learn.type];
    const empty = {
      meta_title: '',
      meta_description: '',
      meta_og_title: '',
      meta_og_description: '',
      meta_keywords: '',
    };
    const made = await tx.insertLearnMeta(pageType, learn.item.id, empty, { at: stamp.at, onlyNew: true });
    if (made || stamp.expected) return made;
    const meanwhile = (await tx.learnMeta(pageType, [learn.item.id])).get(learn.item.id);
    return (
      meanwhile && tx.lockPage(meanwhile.id, { at: stampAfter({ after: meanwhile.updated_at }, Date.parse(stamp.at)) })
    );
  }

  function checkFoldName(name: FoldName, page: SitePage, folds: FoldRow[], exceptId = 0) {
    if (!isFoldAllowed(name, page)) {
      throw new ValidationError({ 'fold.name': PageMessages.foldNotAllowed(name, page) });
    }
    if (folds.some((f) => f.name === name && f.id !== exceptId)) {
      throw new ConflictError(PageMessages.foldDuplicate, { 'fold.name': PageMessages.foldDuplicate });
    }
  }

  return {
    /** GET /pages/: the default pages with all their folds, or a page of one learn type's items. */
    async list(query: PagesQuery): Promise<Page[]> {
      if (query.pageType === undefined || query.pageType === 'default') {
        const rows = await defaultPages(query.searchedText);
        const folds = await repo.foldsOf(rows.map((r) => r.id));
        return rows.map((row) => toDefaultPage(row, folds));
      }
      const pageType = query.pageType;
      const type = LearnTypeOfPage[pageType];
      const rows = await repo.learnItems(type, learnFilter(query), {
        limit: query.limit,
        skip: query.skip,
        sort: sorts[query.sort_by ?? '-created_at']!,
      });
      const meta = await repo.learnMeta(
        pageType,
        rows.map((r) => r.id),
      );
      return rows.map((row) => toLearnPage(pageType, row, meta.get(row.id)));
    },

    /** GET /pages/count/: how many pages there are (the default ones and every learn item's), or of one type. */
    async count(query: { pageType?: PageType; searchedText?: string }): Promise<number> {
      const learnCount = (pageType: LearnPageType) =>
        repo.learnItemCount(LearnTypeOfPage[pageType], learnFilter(query));
      if (query.pageType === 'default') return (await defaultPages(query.searchedText)).length;
      if (query.pageType) return learnCount(query.pageType);
      const counts = await Promise.all(Object.values(LearnPageTypes).map(learnCount));
      return (await defaultPages(query.searchedText)).length + counts.reduce((a, b) => a + b, 0);
    },

    /**
     * GET /pages/{customUrl}/ (public): a default page's meta and shown folds; a published learn item's
     * saved meta, or meta made from the item itself. An old slug of a published item moves.
     */
    async publicPage(slug: string, locale?: string): Promise<PublicRead> {
      const other = await otherOf(locale);
      if (isSitePage(slug)) {
        const row = await defaultPage(slug);
        const folds = (await repo.foldsOf([row.id], true)).map(foldWire);
        const page: PublicPage = {
          ...metaWire(row),
          customUrl: slug,
          pageType: 'default',
          image: null,
          folds,
          updated_at: row.updated_at,
        };
        return { found: other ? await metaIn(page, row.id, other) : page };
      }
      // Decision 096: in another language, a learn item is also found by its slug there.
      const owner = other ? await localeSlugs.ownerOf(other, slug) : undefined;
      const found = owner
        ? await items.activeItem(owner.type, owner.id).then((item) => item && { type: owner.type, item })
        : await learnItemBySlug(slug);
      // What the public sees now: published, within its window (decision 034).
      if (!found || !isLiveAt(found.item, clock.now()) || !found.item.slug) throw pageNotFound();
      const { type, item } = found;
      const current = found.item.slug;
      if (!owner && current !== slug) return { movedTo: current };
      return { found: (await learnPublicPage(type, item, other)).page };
    },

    /**
     * GET /pages/{customUrl}/texts/?locale= (decision 101): a page's meta texts as its translation
     * view opens them: the language's, the default language's where it has none (named
     * `untranslated`). A learn item's page before its meta is saved has none in any language.
     */
    async textsIn(customUrl: string, locale: string): Promise<PageTextsIn> {
      const { row } = await textsTarget(customUrl);
      const other = await otherOf(locale);
      if (!other) throw new ValidationError({ locale: PageMessages.textsInDefault });
      const own = row ? await textsOf(db, row.id, other) : undefined;
      const out: PageTextsIn = { locale: other, ...metaWire(row), untranslated: [] };
      for (const name of PageMetaTexts) {
        const value = own?.[name];
        if (value === null || value === undefined) out.untranslated.push(name);
        else out[name] = value;
      }
      return out;
    },

    /**
     * PATCH /pages/{customUrl}/texts/?locale= (decisions 096, 101): a page's meta texts in a language
     * other than the default ('' removes one), a default page's or a learn item's own page's, made
     * against the page's version (its row's `updated_at`, which the save moves on, so an open meta
     * form in any language is stale after). A learn item whose meta was never saved gets its row
     * now, its texts in the default language empty (its page then uses the item's own). Keeps a
     * revision of the language's texts. Answers the page, the language, and each text's value
     * before and after, for the audit entry.
     */
    async saveTexts(customUrl: string, locale: string, body: PageTextsBody, { by = null, ifMatch }: Writer = {}) {
      const target = await textsTarget(customUrl);
      const other = await otherOf(locale);
      if (!other) throw new ValidationError({ locale: PageMessages.textsInDefault });
      const { row, learn } = target;
      const stale = () => staleError(row?.id, learn && { type: learn.type, itemId: learn.item.id });
      const expected = expectedOf(ifMatch, row);
      if (expected && !expected.includes(row?.updated_at ?? '')) throw await stale();
      const values = Object.fromEntries(
        PageMetaTexts.flatMap((name) => {
          const value = body[name];
          return value === undefined ? [] : [[name, value.trim() === '' ? null : value]];
        }),
      );
      let before: Record<PageMetaText, string | null> | undefined;
      try {
        await repo.transaction(async (trx) => {
          const tx = createPagesRepository(trx);
          const stamp = { at: stampAfter({ after: row?.updated_at }, clock.now().getTime()), expected };
          await revised(
            trx,
            row?.id,
            by,
            async () => {
              const held = row ? await tx.lockPage(row.id, stamp) : await firstMeta(tx, learn!, stamp);
              if (!held) throw expected || !row ? new Superseded() : pageNotFound();
              before = await textsOf(trx, held.id, other);
              await createTranslationsRepository(trx, PAGES).put(trx, held.id, other, values);
              return held.id;
            },
            { locale: other },
          );
        });
      } catch (error) {
        throw error instanceof Superseded ? await stale() : error;
      }
      const page = learn
        ? await learnPageWire(learn.type, learn.item.id)
        : await defaultPageWire((await repo.pageById(row!.id))!);
      const changed = Object.entries(values).flatMap(([name, value]) => {
        const was = before?.[name as PageMetaText] ?? '';
        return was === (value ?? '') ? [] : [{ name: name as PageMetaText, before: was, after: value ?? '' }];
      });
      return { page, locale: other, changed };
    },

    /**
     * A learn item's page as its preview shows it (decision 028), whatever the item's status, in
     * `locale` (a language of the site other than the default, already checked) when given:
     * `saved` says whether its meta was saved or is made from the item. Undefined for no item.
     */
    async learnPreviewPage(type: LearnType, itemId: number, locale?: string) {
      const item = await items.activeItem(type, itemId);
      // A translation's preview reads the page's meta in its language (decision 101), as its page does.
      return item ? learnPublicPage(type, item, locale) : undefined;
    },

    /**
     * PATCH /pages/{customUrl}/ with meta. A default page keeps its address; a learn item's meta
     * row is made or updated, and a new customUrl becomes the item's slug (the old one then
     * redirects), in the same transaction: a refused slug saves nothing.
     */
    async saveMeta(customUrl: string, body: PageMetaBody, { by = null, ifMatch }: Writer = {}): Promise<Page> {
      const meta = metaColumns(body);
      const stampOf = (before: PageRow | undefined) => stampAfter({ after: before?.updated_at }, clock.now().getTime());
      if (isSitePage(customUrl)) {
        const row = await defaultPage(customUrl);
        if (body.pageType !== 'default') throw new ValidationError({ pageType: PageMessages.pageTypeMismatch });
        if (body.customUrl !== customUrl) throw new ValidationError({ customUrl: PageMessages.defaultUrlReadOnly });
        const expected = expectedOf(ifMatch, row);
        if (expected && !expected.includes(row.updated_at)) throw await staleError(row.id);
        try {
          const saved = await repo.transaction(async (trx) => {
            let updated: PageRow | undefined;
            await revised(trx, row.id, by, async () => {
              updated = await createPagesRepository(trx).updateMeta(row.id, meta, { at: stampOf(row), expected });
              if (!updated) throw expected ? new Superseded() : pageNotFound();
            });
            return updated!;
          });
          return await defaultPageWire(saved);
        } catch (error) {
          throw error instanceof Superseded ? await staleError(row.id) : error;
        }
      }
      const found = await learnItemBySlug(customUrl);
      if (!found || found.item.slug !== customUrl) throw pageNotFound();
      const { type, item } = found;
      const pageType = LearnPageTypes[type];
      if (body.pageType !== pageType) throw new ValidationError({ pageType: PageMessages.pageTypeMismatch });
      const learn = { type, itemId: item.id };
      try {
        await repo.transaction(async (trx) => {
          const tx = createPagesRepository(trx);
          const before = (await tx.learnMeta(pageType, [item.id])).get(item.id);
          const expected = expectedOf(ifMatch, before);
          if (expected && !expected.includes(before?.updated_at ?? '')) throw new Superseded();
          await revised(trx, before?.id, by, async () => {
            if (body.customUrl !== item.slug) await changeSlug(trx, clock, type, item.id, body.customUrl);
            const at = stampOf(before);
            // The version check is the write itself: a row made or changed meanwhile is not written over.
            const saved = before
              ? await tx.updateMeta(before.id, meta, { at, expected })
              : await tx.insertLearnMeta(pageType, item.id, meta, { at, onlyNew: expected !== undefined });
            if (!saved) throw new Superseded();
            return saved.id;
          });
        });
      } catch (error) {
        throw error instanceof Superseded ? await staleError(undefined, learn) : error;
      }
      return learnPageWire(type, item.id);
    },

    /**
     * The page a customUrl names as the screen lists it (a default page, or a learn item's with
     * its meta, blank until saved), or by its row's id (a default page's): what a write's audit
     * entry compares with (decision 088). Undefined when there is none.
     */
    async current(page: { customUrl: string } | { pageId: number }): Promise<Page | undefined> {
      if ('pageId' in page) {
        const row = await repo.pageById(page.pageId);
        return row?.page_type === 'default' ? defaultPageWire(row) : undefined;
      }
      if (isSitePage(page.customUrl)) return defaultPageWire(await defaultPage(page.customUrl));
      const found = await learnItemBySlug(page.customUrl);
      return found ? learnPageWire(found.type, found.item.id) : undefined;
    },

    /**
     * A page of the page's revisions, newest first (none before its meta is first saved); with
     * `locale`, only those of that language's texts, the default language's being those of the
     * page's own fields (decision 101, as a list resource's: decision 092).
     */
    async revisions(customUrl: string, page: { limit: number; skip: number }, locale?: string) {
      if (!revisions) throw pageNotFound();
      const only = locale === undefined || locale === '' ? undefined : ((await otherOf(locale)) ?? null);
      const row = await pageRowOf(customUrl);
      return row ? revisions.list(PAGES, row.id, page, only) : { items: [], total: 0 };
    },

    /** One revision of the page beside its saved state now (a language's texts beside that language's now). */
    async revision(customUrl: string, revisionId: number) {
      if (!revisions) throw pageNotFound();
      const row = await pageRowOf(customUrl);
      if (!row) throw new NotFoundError(RevisionMessages.notFound);
      const found = await revisions.get(PAGES, row.id, revisionId);
      const current = found.locale
        ? await textsOf(db, row.id, found.locale)
        : ((await pageSnapshot(db, row.id))?.data ?? {});
      const fields = [...new Set([...Object.keys(found.data), ...Object.keys(current)])];
      // The audit log's wording (decision 088): the form's labels, the sections by name.
      const words = {
        labels: pageLabelsOf(fields),
        data: pageSnapshotWords(found.data),
        current: pageSnapshotWords(current),
      };
      return { ...found, current, richText: [], files: [], words };
    },

    /**
     * Saves a revision's meta (and a learn item's address, and a default page's folds) back
     * through the ordinary saves' rules, in one transaction, keeping a new revision. A revision of
     * a language's texts (decision 101) is saved as that language's texts alone (a text it did not
     * have is removed again); the page's own fields and the other languages stay as they are.
     */
    async restoreRevision(customUrl: string, revisionId: number, writer: Writer = {}): Promise<Restored> {
      if (!revisions) throw pageNotFound();
      const row = await pageRowOf(customUrl);
      if (!row) throw new NotFoundError(RevisionMessages.notFound);
      const { data, locale } = await revisions.get(PAGES, row.id, revisionId);
      if (locale) {
        // Its language may have been removed since: the save refuses it (400) rather than write the default's.
        const texts = Object.fromEntries(PageMetaTexts.map((name) => [name, String(data[name] ?? '')]));
        return this.saveTexts(customUrl, locale, texts, { by: writer.by });
      }
      const by = writer.by ?? null;
      const meta = {
        metaTitle: String(data.metaTitle ?? ''),
        metaDescription: String(data.metaDescription ?? ''),
        metaOGTitle: String(data.metaOGTitle ?? ''),
        metaOGDescription: String(data.metaOGDescription ?? ''),
        metaKeywords: String(data.metaKeywords ?? ''),
      };
      if (row.page_type !== 'default') {
        const pageType = row.page_type as LearnPageType;
        const body = { pageType, customUrl: String(data.customUrl ?? customUrl), ...meta } as PageMetaBody;
        return { page: await this.saveMeta(customUrl, body, { by }) };
      }
      const route = customUrl as SitePage;
      const folds = Array.isArray(data.folds) ? (data.folds as Array<{ name: FoldName; status: number }>) : [];
      const page = await changeFolds(
        row,
        async (tx, current) => {
          await tx.updateMeta(row.id, metaColumns({ pageType: 'default', customUrl: route, ...meta }), {
            at: stampAfter({ after: row.updated_at }, clock.now().getTime()),
          });
          // The folds as they were: the same names, shown or not, in that order.
          folds.forEach((fold, i) => checkFoldName(fold.name, route, folds.slice(0, i) as unknown as FoldRow[]));
          for (const fold of current) await tx.deleteFold(fold.id);
          for (const [i, fold] of folds.entries())
            await tx.insertFold({
              page_id: row.id,
              name: fold.name,
              position: i + 1,
              status: fold.status === 1 ? 1 : 0,
            });
        },
        { by },
      );
      return { page };
    },

    /** PATCH /pages/{customUrl}/ with a fold: id 0 adds it, another id edits it. */
    async saveFold(customUrl: string, body: FoldBody, writer: Writer = {}): Promise<{ page: Page; added: boolean }> {
      const page = await defaultPage(customUrl);
      if (body.customUrl !== undefined && body.customUrl !== customUrl) {
        throw new ValidationError({ customUrl: PageMessages.foldPageMismatch });
      }
      const { id, name, status, position } = body.fold;
      const route = customUrl as SitePage;
      const answer = await changeFolds(
        page,
        async (tx, folds) => {
          if (id === 0) {
            checkFoldName(name, route, folds);
            // At the position asked for (the ones from there move down one), else at the end.
            const at = position && position <= folds.length ? position : folds.length + 1;
            await tx.setPositions(folds.map((f, i) => ({ id: f.id, position: i + 1 < at ? i + 1 : i + 2 })));
            await tx.insertFold({ page_id: page.id, name, position: at, status: status ?? 0 });
            return;
          }
          const fold = folds.find((f) => f.id === id);
          if (!fold) throw new NotFoundError(PageMessages.foldNotFound);
          checkFoldName(name, route, folds, id);
          await tx.updateFold(id, { name, status: status ?? fold.status });
        },
        writer,
      );
      return { page: answer, added: id === 0 };
    },

    /** DELETE /pages/{customUrl}/: removes the fold for good; the others are renumbered 1..n. */
    async deleteFold(customUrl: string, foldId: number, writer: Writer = {}): Promise<Page> {
      const page = await defaultPage(customUrl);
      return changeFolds(
        page,
        async (tx, folds) => {
          if (!folds.some((f) => f.id === foldId)) throw new NotFoundError(PageMessages.foldNotFound);
          await tx.deleteFold(foldId);
          await tx.setPositions(folds.filter((f) => f.id !== foldId).map((f, i) => ({ id: f.id, position: i + 1 })));
        },
        writer,
      );
    },

    /**
     * POST /pages/reorder/: every fold of the page once, renumbered 1..n in the order of the
     * positions sent (ties in the order listed). Anything else changes nothing.
     */
    async reorder(
      body: { pageId: number; items: Array<{ id: number; position: number }> },
      writer: Writer = {},
    ): Promise<Page> {
      const page = await repo.pageById(body.pageId);
      if (page?.page_type !== 'default') throw pageNotFound();
      return changeFolds(
        page,
        async (tx, folds) => {
          const ids = new Set(body.items.map((i) => i.id));
          const matches =
            ids.size === body.items.length && ids.size === folds.length && folds.every((f) => ids.has(f.id));
          if (!matches) throw new ValidationError({ items: PageMessages.reorderMismatch });
          const ordered = body.items.map((item, index) => ({ ...item, index }));
          ordered.sort((a, b) => a.position - b.position || a.index - b.index);
          await tx.setPositions(ordered.map((item, i) => ({ id: item.id, position: i + 1 })));
        },
        writer,
      );
    },
  };

  /**
   * A learn item's page as the site reads it: its saved meta, or meta made from the item itself.
   * In another language (decision 096), meta made from the item is made from its texts there; a
   * saved meta's texts are the language's where written in it (decision 101), the others the
   * default language's, named `untranslated` (the page then prefers the item's own texts in the
   * language for those).
   */
  async function learnPublicPage(
    type: LearnType,
    item: LearnRow,
    other?: string,
  ): Promise<{ page: PublicPage; saved: boolean }> {
    const pageType = LearnPageTypes[type];
    const saved = (await repo.learnMeta(pageType, [item.id])).get(item.id);
    const own =
      other && !saved
        ? (await createTranslationsRepository(db, LearnKeys[type]).valuesOf([item.id], other)).get(item.id)
        : undefined;
    const meta = saved
      ? metaWire(saved)
      : await fallbackMeta(type, {
          ...item,
          title: own?.get('title') ?? item.title,
          description: own?.get('description') ?? item.description,
        });
    const updated = [item.updated_at, saved?.updated_at ?? ''].sort().at(-1)!;
    const page: PublicPage = {
      ...meta,
      customUrl: item.slug ?? '',
      pageType,
      image: item.image ?? null,
      folds: [],
      updated_at: updated,
      ...(other && !saved ? { untranslated: [] } : {}),
    };
    return { page: other && saved ? await metaIn(page, saved.id, other) : page, saved: saved !== undefined };
  }

  /** Meta a learn item has until its own is saved: its title, the start of its text, its categories. */
  async function fallbackMeta(type: LearnType, item: LearnRow) {
    const [withCategories] = await expandCategories(type, [item], items);
    const title = stripMarkup(item.title);
    const description = excerpt(stripMarkup(item.description), FALLBACK_DESCRIPTION_LENGTH);
    const names = withCategories!.categoryList.map((c) => c.name);
    return {
      metaTitle: title,
      metaDescription: description,
      metaOGTitle: title,
      metaOGDescription: description,
      metaKeywords: (names.length ? names : [LearnTexts[type].singular]).join(', '),
    };
  }
}

/** The learn service's slug change, joining the caller's transaction; its refusals name the form's field. */
async function changeSlug(trx: Db, clock: Clock, type: LearnType, id: number, slug: string): Promise<void> {
  try {
    await createLearnService({ db: trx, clock }).changeSlug(type, id, slug);
  } catch (error) {
    if (error instanceof AppError && error.errors?.slug) {
      throw new AppError(error.statusCode, error.message, { customUrl: error.errors.slug });
    }
    throw error;
  }
}

function learnFilter(query: { status?: 0 | 1; searchedText?: string }) {
  const search = query.searchedText ? toSearchText(query.searchedText) : '';
  return { status: query.status, search: search || undefined };
}

function metaColumns(body: PageMetaBody): MetaColumns {
  return {
    meta_title: body.metaTitle,
    meta_description: body.metaDescription,
    meta_og_title: body.metaOGTitle,
    meta_og_description: body.metaOGDescription,
    meta_keywords: body.metaKeywords,
  };
}

function metaWire(row: PageRow | undefined) {
  return {
    metaTitle: row?.meta_title ?? '',
    metaDescription: row?.meta_description ?? '',
    metaOGTitle: row?.meta_og_title ?? '',
    metaOGDescription: row?.meta_og_description ?? '',
    metaKeywords: row?.meta_keywords ?? '',
  };
}

function foldWire(row: FoldRow): Fold {
  return { id: row.id, name: row.name as FoldName, position: row.position, status: row.status === 1 ? 1 : 0 };
}

function toDefaultPage(row: PageRow, folds: FoldRow[]): Page {
  const customUrl = row.custom_url as SitePage;
  return {
    id: row.id,
    pageType: 'default',
    customUrl,
    ...metaWire(row),
    image: null,
    videoUrl: null,
    folds: folds.filter((f) => f.page_id === row.id).map(foldWire),
    itemId: null,
    title: SitePageLabels[customUrl],
    status: 1,
    updated_at: row.updated_at,
  };
}

function toLearnPage(pageType: LearnPageType, item: LearnRow, meta: PageRow | undefined): Page {
  return {
    id: meta?.id ?? 0,
    pageType,
    customUrl: item.slug ?? '',
    ...metaWire(meta),
    image: item.image ?? null,
    // A video or podcast shows its player in the group: the link, or the uploaded file.
    videoUrl: (item.video_type === 1 ? item.video_file : item.video_url) ?? null,
    folds: [],
    itemId: item.id,
    title: item.title,
    status: item.status === 1 ? 1 : 0,
    updated_at: meta?.updated_at ?? null,
  };
}

/** Plain text cut at a word boundary near `max` characters, with an ellipsis when cut. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  // One character is kept for the ellipsis; the cut ends a word when a space follows it.
  const cut = text.slice(0, max - 1);
  const space = /\s/.test(text[max - 1]!) ? cut.length : cut.lastIndexOf(' ');
  const head = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.!?'"“‘(–—-]+$/u, '')}…`;
}

import { learnEndpoints } from '@atrium/contract/endpoints/resources';
import { LearnMessages, learnSortKeys, type LearnType } from '@atrium/contract/learn';
import { LearnPageTypes } from '@atrium/contract/pages';
import type { Db } from '../../db/database.ts';
import {
  defineResource,
  type DeriveDeps,
  type ResourceContext,
  type ResourceDefinition,
} from '../../resource-kit/define-resource.ts';
import { sortsFor } from '../../resource-kit/sorts.ts';
import {
  expandCategories,
  learnBaseColumns,
  learnRules,
  learnWire,
  type LearnRowWithCategories,
} from './learn-item.ts';
import { createLearnItemsRepository, type LearnItemsRepository } from './learn-items.repository.ts';
import { learnMedia } from './learn-media.ts';
import { createSearchRepository } from '../search/search.repository.ts';
import { assignSlug } from './learn-slugs.ts';
import { LearnTables, type LearnRow } from './learn.tables.ts';

type Values = Record<string, unknown>;
type LearnInput = Values & { categories?: number[] };

/** One repository per database (its compiled queries are kept), a fresh one per transaction. */
const repositories = new WeakMap<Db, LearnItemsRepository>();
function repo(db: Db): LearnItemsRepository {
  let found = repositories.get(db);
  if (!found) repositories.set(db, (found = createLearnItemsRepository(db)));
  return found;
}

/**
 * The definition of one learn type: the learn-item base (fields, columns, rules, categories,
 * slug, record) with the type's media part. resources/learn-<type>s/ each call it once.
 */
/** `hasLogo=1`: only articles with a logo; `0`: only those without (its schema parses to a boolean). */
const hasLogo = { column: 'logo', present: true };

export function defineLearnResource(type: LearnType): ResourceDefinition {
  const media = learnMedia[type];
  const definition = {
    api: learnEndpoints[type],
    table: LearnTables[type],
    // Requirements 2 §5 words the wrong-type messages of these screens its own way.
    fileTypeMessages: { image: LearnMessages.imageFormats, video: LearnMessages.videoFormats },
    columns: { ...learnBaseColumns, ...media.columns },
    fileDurations: media.durations,
    richText: ['description'],
    emptyAsNull: ['cta_url', ...media.emptyAsNull],
    defaults: { subtitle: '', author_name: '', author_image: null, cta_status: 0, cta_url: null, ...media.defaults },
    // The wire's created_at is the item's date.
    sorts: sortsFor(learnSortKeys, { created_at: 'content_date' }),
    scheduled: true,
    filters: {
      selectedPage: { column: 'selected_page' },
      scheduled: { column: 'publish_at', scheduled: true },
      // The public footer's partner logos are the published articles that have one (decision 016).
      ...(type === 'article' ? { hasLogo } : {}),
    },
    searchText: (row: Partial<LearnRow>) => [row.title, row.subtitle],

    adjustColumns(columns: Values, input: Values, stored: Record<string, string | null>, existing?: LearnRow) {
      const adjusted = media.adjust(columns, stored, existing, input);
      // The call to action's address means nothing while it is off.
      if ((adjusted.cta_status ?? existing?.cta_status ?? 0) === 0) adjusted.cta_url = null;
      return adjusted;
    },

    // Before the transaction: the poster may be fetched from the video's host (decision 041).
    ...(media.derive
      ? {
          derive: (
            row: Partial<LearnRow>,
            files: Record<string, string | null | undefined>,
            _existing: LearnRow | undefined,
            deps: DeriveDeps,
          ) => media.derive!(row, files, deps),
        }
      : {}),

    rules: (row: Partial<LearnRow>, ctx: ResourceContext, input: LearnInput, existing?: LearnRow) =>
      learnRules(type, row, input, existing, ctx, repo(ctx.db)),

    /** The slug (on create only: an edited title keeps it) and the categories, with the row. */
    async afterWrite({
      trx,
      row,
      input,
      existing,
    }: {
      trx: Db;
      row: LearnRow;
      input: LearnInput;
      existing?: LearnRow;
    }) {
      const items = repo(trx);
      if (input.categories !== undefined) await items.replaceCategories(type, row, [...new Set(input.categories)]);
      // The site search's words, in this transaction (decision 049).
      await createSearchRepository(trx).index(type, [row.id]);
      return existing ? row : assignSlug(items, type, row);
    },

    /** Deleted forever: links, page meta and previews go; the slugs stay as tombstones (410). */
    afterPermanentDelete: (trx: Db, rows: LearnRow[]) =>
      repo(trx).removeItemsRows(
        type,
        LearnPageTypes[type],
        rows.map((row) => row.id),
      ),

    expand: (rows: LearnRow[], ctx: ResourceContext) => expandCategories(type, rows, repo(ctx.db)),
    // A revision keeps the categories the form edits (decision 033).
    revisionFields: (row: LearnRowWithCategories) => ({ categories: row.categoryIds }),
    toWire: (row: LearnRowWithCategories) => learnWire(type, row),
  };
  // The four tables share LearnRow's columns, which the hooks above are written against; the
  // engine's types name one table at a time and cannot say "any learn table" here.
  return defineResource(definition as unknown as Parameters<typeof defineResource>[0]) as unknown as ResourceDefinition;
}

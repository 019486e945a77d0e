import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CategoryType } from '@atrium/contract/categories';
import { Status } from '@atrium/contract/enums';
import {
  type ImportCounts,
  type ImportJob,
  type ImportKind,
  ImportKinds,
  ImportMessages,
  type ImportPostType,
  ImportPostTypes,
  ImportReasons,
  type ImportReportEntry,
  REPORT_LIMIT,
} from '@atrium/contract/imports';
import { LearnKeys, LearnMediaFields, type LearnType } from '@atrium/contract/learn';
import { learnItemPath } from '@atrium/contract/pages';
import { foldName, stripMarkup } from '@atrium/contract/text';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { bodySchemas } from '../../resource-kit/bodies.ts';
import type { ResourceDefinition } from '../../resource-kit/define-resource.ts';
import { createResourceService, type ResourceService } from '../../resource-kit/service.ts';
import type { Clock, Log } from '../../service-deps.ts';
import { createLearnService } from '../learn/learn.service.ts';
import type { FetchPoster } from '../../foundations/media/poster-fetch.ts';
import type { MediaService } from '../../foundations/media/media.types.ts';
import type { UploadedFile } from '../../foundations/media/uploaded-file.ts';
import type { RevisionsService } from '../../foundations/revisions/revisions.service.ts';
import { createImportsRepository } from './imports.repository.ts';
import type { ImportItemRow, ImportJobRow } from './imports.tables.ts';
import {
  createUploadSource,
  type UploadSource,
  UploadRefused,
  type UploadsFolder,
  siteOrigins,
  uploadsFolder,
  uploadsZip,
} from './upload-source.ts';
import {
  addressesIn,
  attachmentIdsIn,
  builtAround,
  type MediaTarget,
  plainTitle,
  toRichText,
  uploadKey,
  wpDay,
  wpInstant,
} from './wordpress-content.ts';
import { readWxr, type WxrItem, type WxrSite, WxrError } from './wxr-parser.ts';

/** Posts imported between two looks at the clock, the lease and the page cache: a batch, then the event loop's turn. */
const IMPORT_BATCH = 10;
/** Staged items written per transaction while reading. */
const STAGE_BATCH = 200;
/** How long a job is its process's: renewed at every batch, so a stopped process's job is taken up after it. */
export const IMPORT_LEASE_MS = 60_000;
/** A file brought over gives up after this long. */
const DOWNLOAD_TIMEOUT_MS = 30_000;
/** Imported items whose old addresses go to the redirects in one call. */
const REDIRECT_CHUNK = 250;
/** A dry run keeps its export this long for its "Import" button. */
const DRY_RUN_KEEP_MS = 24 * 3_600_000;

/** A redirect an imported item's old addresses get (issue 38 item 5). */
export type ImportRedirect = { from: string; to: string; status: 301 };
/** Adds redirects in bulk (the redirects module's); answers when they are stored. */
export type AddRedirects = (redirects: ImportRedirect[]) => Promise<void>;

export type WordPressImportDeps = {
  db: Db;
  config: Pick<Config, 'dataDir' | 'uploads' | 'imports'>;
  clock: Clock;
  log: Pick<Log, 'info' | 'warn' | 'error'>;
  media: MediaService;
  /** The resources an import writes through, by key: the four learn types and the categories. */
  definitions: ReadonlyMap<string, ResourceDefinition>;
  revisions?: RevisionsService;
  fetchPoster?: FetchPoster;
  /** Where temporary files wait (the process's own folder). */
  tempDir: string;
  /** Content changed: the page cache is emptied (after each batch). */
  contentChanged?: () => Promise<void>;
  addRedirects?: AddRedirects;
};

/** What the reading pass found of the site, kept on the job (its `site` column). */
type SiteFacts = {
  title: string;
  baseSiteUrl: string;
  baseBlogUrl: string;
  /** The site's key in import_keys: its base URL without scheme or trailing '/'. */
  siteKey: string;
  uploadsUrl: string;
  authors: Record<string, string>;
  categories: Array<{ slug: string; name: string }>;
};

/** A job's counts and notes beside its items (its `summary` column). */
type JobSummary = {
  categories: Array<{ slug: string; name: string; posts: number; exists: boolean }>;
  detected: { video: number; podcast: number };
  notes: Array<{ kind: ImportKind; reason: string; count: number }>;
  /** Set once the categories are ensured: WordPress slug → Atrium category id (missing: not linked). */
  categoryIds?: Record<string, number>;
  categoryCounts?: ImportCounts;
  /** Blogs and articles a dry run found without a picture of their own. */
  withoutPicture?: number;
  /** The fallback picture, once stored in the media library. */
  picturePath?: string;
};

/**
 * The mapping as a job keeps it, its defaults filled in; `picture` says the job's folder holds a
 * picture for posts without one (`picture`, beside the export), with its alt text.
 */
type Mapping = {
  articleCategories: string[];
  mediaTypes: boolean;
  picture: boolean;
  pictureAlt: string;
  /** The picture's file name as given (the media library shows it). */
  pictureName?: string;
};

/** The mapping as a request gives it. */
type MappingInput = { articleCategories?: string[]; mediaTypes?: boolean };

/** The fallback picture's file name in a job's folder. */
const PICTURE_FILE = 'picture';

/** A staged item's payload: the item as read, and what it is built around. */
type Staged = WxrItem & { around?: { kind: 'video' | 'podcast'; url: string } };

const emptyCounts = (): ImportCounts => ({ created: 0, updated: 0, skipped: 0, failed: 0 });

/** import_keys' site: the base URL without its scheme and trailing '/' (an http site moved to https is the same). */
function siteKeyOf(baseSiteUrl: string): string {
  return baseSiteUrl
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

/** The path of a site address ('/2023/05/01/hello/'), or null for one of another site. */
function pathOn(url: string, origins: ReadonlySet<string>): string | null {
  try {
    const parsed = new URL(url);
    return origins.has(parsed.origin) ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

/** An imported item's old addresses, each answered 301 to its new one: its permalink and `/?p=<id>` (issue 38 item 5). */
function redirectsOf(
  post: { link: string | null; wpId: number },
  address: string,
  origins: ReadonlySet<string>,
): ImportRedirect[] {
  const from = post.link ? pathOn(post.link, origins) : null;
  const shortLink = `/?p=${post.wpId}`;
  return [
    ...(from && from !== address && from !== shortLink ? [{ from, to: address, status: 301 as const }] : []),
    { from: shortLink, to: address, status: 301 as const },
  ];
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function fieldErrors(error: ValidationError | AppError): string {
  const errors = (error as { errors?: Record<string, string> }).errors;
  const parts = errors ? Object.entries(errors).map(([field, message]) => `${field}: ${message}`) : [];
  return parts.length ? parts.join(' ') : error.message;
}

/**
 * The WordPress import (issue 38, decision 079). A job reads the export into staging rows
 * first (the validation pass: a malformed file fails the job before anything is created), then
 * imports the posts a batch at a time through the learn resources' own service (their rules,
 * slugs, categories, search words and revisions), each item in its own transaction together
 * with its import key, so a stopped job resumes at the first item without an outcome and never
 * makes one twice. Media come from the export's own site or its uploads folder only.
 */
export function createWordPressImporter(deps: WordPressImportDeps) {
  const { db, config, clock, log, media } = deps;
  const repo = createImportsRepository(db);
  const now = () => clock.now().toISOString();
  const filesRoot = path.join(config.dataDir, 'imports');

  const definition = (key: string) => {
    const found = deps.definitions.get(key);
    if (!found) throw new Error(`The import needs the ${key} resource.`);
    return found;
  };
  const serviceDeps = {
    db,
    media,
    clock,
    ...(deps.revisions ? { revisions: deps.revisions } : {}),
    ...(deps.fetchPoster ? { fetchPoster: deps.fetchPoster } : {}),
  };
  const learnServices = new Map<LearnType, { service: ResourceService; definition: ResourceDefinition }>();
  function learn(type: LearnType) {
    let found = learnServices.get(type);
    if (!found) {
      const def = definition(LearnKeys[type]);
      found = { service: createResourceService(serviceDeps, def), definition: def };
      learnServices.set(type, found);
    }
    return found;
  }
  let categoryService: ResourceService | undefined;
  const categories = () => (categoryService ??= createResourceService(serviceDeps, definition('categories')));

  // ---------------------------------------------------------------------------------------------
  // Starting jobs

  /** Moves an upload into the job's own folder under DATA_DIR/imports: it outlives the request and a restart. */
  async function keep(jobId: number, file: UploadedFile, name: string): Promise<string> {
    const folder = path.join(filesRoot, String(jobId));
    await mkdir(folder, { recursive: true });
    const target = path.join(folder, name);
    await rename(file.tempPath, target);
    return target;
  }

  /**
   * Queues a job for an export (moved into the job's folder), with its uploads as a zip (moved
   * too) or as a folder of this machine (read where it is: the command line's --uploads).
   */
  async function start(input: {
    file: UploadedFile;
    uploads?: UploadedFile;
    uploadsFolder?: string;
    /** A picture for posts without one, with its alt text. */
    picture?: { file: UploadedFile; alt: string };
    mapping: MappingInput;
    dryRun: boolean;
    by: number | null;
  }): Promise<ImportJobRow> {
    const at = now();
    const job = await repo.createJob({
      source: 'wordpress',
      status: 'queued',
      phase: 'reading',
      dry_run: input.dryRun ? 1 : 0,
      mapping: JSON.stringify(
        mappingOf(input.mapping, input.picture && { alt: input.picture.alt, name: input.picture.file.filename }),
      ),
      file_name: input.file.filename.slice(0, 300) || 'export.xml',
      file_path: null,
      uploads_path: null,
      from_job: null,
      site: null,
      summary: '{}',
      progress_done: 0,
      progress_total: 0,
      error: null,
      created_by: input.by,
      created_at: at,
      started_at: null,
      finished_at: null,
      updated_at: at,
      // Not claimable until its files are in place.
      locked_until: new Date(clock.now().getTime() + IMPORT_LEASE_MS).toISOString(),
    });
    try {
      const filePath = await keep(job.id, input.file, 'export.xml');
      if (input.picture) await keep(job.id, input.picture.file, PICTURE_FILE);
      const uploadsPath = input.uploads
        ? await keep(job.id, input.uploads, 'uploads.zip')
        : (input.uploadsFolder ?? null);
      await repo.updateJob(job.id, { file_path: filePath, uploads_path: uploadsPath, locked_until: null });
    } catch (error) {
      await repo.updateJob(job.id, { status: 'failed', error: (error as Error).message, locked_until: null });
      throw error;
    }
    return (await repo.getJob(job.id))!;
  }

  /** A finished dry run, imported for real with the mapping chosen on its report: a new job with its files. */
  async function runDryRun(
    id: number,
    mapping: MappingInput,
    by: number | null,
    picture?: { file: UploadedFile; alt: string },
  ) {
    const dry = await repo.getJob(id);
    if (!dry) throw new NotFoundError(ImportMessages.notFound);
    if (dry.dry_run !== 1) throw new ConflictError(ImportMessages.notDryRun);
    if (dry.status === 'queued' || dry.status === 'running') throw new ConflictError(ImportMessages.notReady);
    if (dry.status === 'failed') throw new ConflictError(ImportMessages.notReady);
    if (!dry.file_path)
      throw new ConflictError(dry.from_job === null ? ImportMessages.fileGone : ImportMessages.alreadyRun);
    const at = now();
    const before = JSON.parse(dry.mapping) as Mapping;
    // A picture given now takes the place of the dry run's (the folder is the new job's).
    if (picture) await rename(picture.file.tempPath, path.join(path.dirname(dry.file_path), PICTURE_FILE));
    const chosen = mappingOf(
      { ...before, ...mapping },
      picture
        ? { alt: picture.alt, name: picture.file.filename }
        : before.picture
          ? { alt: before.pictureAlt, ...(before.pictureName ? { name: before.pictureName } : {}) }
          : undefined,
    );
    return repo.transaction(async (trx) => {
      const tx = createImportsRepository(trx);
      const job = await tx.createJob({
        source: 'wordpress',
        status: 'queued',
        phase: 'reading',
        dry_run: 0,
        mapping: JSON.stringify(chosen),
        file_name: dry.file_name,
        file_path: dry.file_path,
        uploads_path: dry.uploads_path,
        from_job: dry.id,
        site: null,
        summary: '{}',
        progress_done: 0,
        progress_total: 0,
        error: null,
        created_by: by,
        created_at: at,
        started_at: null,
        finished_at: null,
        updated_at: at,
        locked_until: null,
      });
      // The files are the new job's now: the dry run's "run" answers 409 from here on.
      await tx.updateJob(dry.id, { file_path: null, uploads_path: null, from_job: job.id, updated_at: at });
      return job;
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Reading: the validation pass

  /**
   * Reads the export into staging rows: each item with its plan (what it becomes) and, for what
   * is left out, its outcome and reason. Throws WxrError for a malformed file; the caller then
   * deletes what was staged, so nothing of it remains.
   */
  async function stage(job: ImportJobRow, mapping: Mapping): Promise<{ facts: SiteFacts; summary: JobSummary }> {
    const articleSet = new Set(mapping.articleCategories);
    let facts: SiteFacts | undefined;
    let seq = 0;
    let pending: Array<Parameters<typeof repo.insertItems>[0][number]> = [];
    const postsPerCategory = new Map<string, number>();
    const detected = { video: 0, podcast: 0 };
    let comments = 0;
    let menuItems = 0;
    const others = new Map<string, number>();
    let uploadsUrlFound = false;

    const flush = async () => {
      const rows = pending;
      pending = [];
      await repo.insertItems(rows);
    };

    await readWxr(job.file_path!, {
      site(site: WxrSite) {
        const base = site.baseSiteUrl.replace(/\/+$/, '');
        facts = {
          title: plainTitle(site.title) || base,
          baseSiteUrl: base,
          baseBlogUrl: (site.baseBlogUrl || base).replace(/\/+$/, ''),
          siteKey: siteKeyOf(base),
          uploadsUrl: `${base}/wp-content/uploads/`,
          authors: site.authors,
          categories: site.categories,
        };
      },
      async item(item: WxrItem) {
        if (!facts) return;
        const base = {
          job_id: job.id,
          wp_id: item.wpId,
          post_type: item.postType.slice(0, 60),
          link: item.link || null,
        };
        const title = plainTitle(item.title).slice(0, 500);
        if (item.postType === 'post') {
          comments += item.comments;
          const slugs = postCategories(item);
          const format = item.categories.find((c) => c.domain === 'post_format')?.slug;
          const around = builtAround(item.content, format);
          if (around) detected[around.kind] += 1;
          let plan: ImportPostType = 'blog';
          if (slugs.some((slug) => articleSet.has(slug))) plan = 'article';
          else if (mapping.mediaTypes && around) plan = around.kind;
          const left =
            item.status === 'trash'
              ? ImportReasons.trash
              : item.status === 'auto-draft'
                ? ImportReasons.autoDraft
                : null;
          if (!left) for (const slug of slugs) postsPerCategory.set(slug, (postsPerCategory.get(slug) ?? 0) + 1);
          const payload: Staged = { ...item, ...(around ? { around } : {}) };
          pending.push({
            ...base,
            seq: seq++,
            plan,
            title,
            match_key: null,
            payload: JSON.stringify(payload),
            outcome: left ? 'not-imported' : null,
            reason: left,
            address: null,
          });
        } else if (item.postType === 'attachment') {
          const attached = item.meta._wp_attached_file ?? '';
          // The uploads folder's address, from an attachment that names its file (a site may move it).
          if (!uploadsUrlFound && attached && item.attachmentUrl.endsWith(attached)) {
            facts.uploadsUrl = item.attachmentUrl.slice(0, item.attachmentUrl.length - attached.length);
            uploadsUrlFound = true;
          }
          const relative = attached || relativeTo(item.attachmentUrl, facts.uploadsUrl) || '';
          pending.push({
            ...base,
            seq: seq++,
            plan: 'attachment',
            title,
            match_key: relative ? uploadKey(relative).slice(0, 1000) : null,
            payload: JSON.stringify({ ...item, content: '' }),
            outcome: null,
            reason: null,
            address: null,
          });
        } else if (item.postType === 'page') {
          comments += item.comments;
          pending.push({
            ...base,
            seq: seq++,
            plan: 'page',
            title,
            match_key: null,
            payload: '{}',
            outcome: 'not-imported',
            reason: ImportReasons.page,
            address: null,
          });
        } else if (item.postType === 'nav_menu_item') menuItems += 1;
        else if (item.postType) others.set(item.postType, (others.get(item.postType) ?? 0) + 1);
        if (pending.length >= STAGE_BATCH) {
          await flush();
          await nextTurn();
        }
      },
    });
    await flush();
    if (!facts) throw new WxrError(ImportMessages.notWxr);
    const siteFacts: SiteFacts = facts;
    const known = await existingLearnCategories(siteFacts.categories.map((c) => c.name));
    const summary: JobSummary = {
      categories: siteFacts.categories
        .filter((c) => postsPerCategory.has(c.slug))
        .map((c) => ({
          ...c,
          posts: postsPerCategory.get(c.slug)!,
          exists: known.has(foldName(categoryName(c.name))),
        })),
      detected,
      notes: [
        ...(comments ? [{ kind: 'comment' as const, reason: ImportReasons.comments(comments), count: comments }] : []),
        ...(menuItems ? [{ kind: 'menu' as const, reason: ImportReasons.menus(menuItems), count: menuItems }] : []),
        ...[...others].map(([type, count]) => ({
          kind: 'other' as const,
          reason: ImportReasons.otherType(type),
          count,
        })),
      ],
    };
    return { facts: siteFacts, summary };
  }

  function relativeTo(url: string, uploadsUrl: string): string | undefined {
    try {
      const at = new URL(url).pathname;
      const base = new URL(uploadsUrl).pathname;
      return at.startsWith(base) ? at.slice(base.length) : undefined;
    } catch {
      return undefined;
    }
  }

  const categoryName = (name: string) => plainTitle(name).slice(0, 100);

  /** Learn categories Atrium has (active or not, not deleted), by folded name. */
  async function existingLearnCategories(names: string[]): Promise<Map<string, { id: number; usable: boolean }>> {
    const keys = [...new Set(names.map((name) => foldName(categoryName(name))))];
    const rows = await repo.categoriesByKey(keys);
    return new Map(
      rows.map((row) => [
        row.name_key,
        { id: row.id, usable: row.category_type === CategoryType.Learn && row.status !== Status.Deleted },
      ]),
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Planning what a post will be (the dry run's report, and the import itself)

  type Context = {
    job: ImportJobRow;
    facts: SiteFacts;
    summary: JobSummary;
    origins: Set<string>;
    source: UploadSource;
    /** Attachment id → what it became in this run (a stored file, or why not). */
    attachments: Map<number, MediaTarget | { failed: string }>;
  };

  /** What a post needs before it can be written: its picture, its media; or why it is skipped. */
  async function alreadyImported(facts: SiteFacts, items: ImportItemRow[]) {
    const payloads = items.map((item) => JSON.parse(item.payload) as Staged);
    const keys = await repo.keysOf(
      facts.siteKey,
      'post',
      items.map((item) => item.wp_id),
      payloads.map((p) => p.guid).filter(Boolean),
    );
    const found = new Map<number, (typeof keys)[number]>();
    items.forEach((item, i) => {
      const key =
        keys.find((k) => k.site === facts.siteKey && k.wp_id === item.wp_id) ??
        (payloads[i]!.guid ? keys.find((k) => k.guid === payloads[i]!.guid) : undefined);
      if (key) found.set(item.id, key);
    });
    return found;
  }

  /** Attachment ids a post uses: its featured image, the images the block editor names, and the uploads its text points at. */
  async function usedAttachments(job: ImportJobRow, facts: SiteFacts, post: Staged): Promise<ImportItemRow[]> {
    const rows: ImportItemRow[] = [];
    const seen = new Set<number>();
    const add = (row: ImportItemRow | undefined) => {
      if (row && !seen.has(row.id)) {
        seen.add(row.id);
        rows.push(row);
      }
    };
    const thumbnail = Number.parseInt(post.meta._thumbnail_id ?? '', 10);
    if (thumbnail > 0) add(await repo.attachmentById(job.id, thumbnail));
    for (const id of attachmentIdsIn(post.content)) add(await repo.attachmentById(job.id, id));
    const urls = addressesIn(post.content, { attachmentUrl: () => undefined });
    for (const url of urls) {
      const relative = relativeTo(url, facts.uploadsUrl);
      if (relative) add(await repo.attachmentByKey(job.id, uploadKey(relative)));
    }
    return rows;
  }

  /** The dry run's judgement of each post: skipped when imported before, failed when it has no picture. */
  async function plan(job: ImportJobRow, facts: SiteFacts, mapping: Mapping): Promise<number> {
    const used = new Set<number>();
    let withoutPicture = 0;
    for (;;) {
      const items = await repo.nextItems(job.id, [...ImportPostTypes], STAGE_BATCH);
      if (items.length === 0) break;
      const before = await alreadyImported(facts, items);
      for (const item of items) {
        const post = JSON.parse(item.payload) as Staged;
        if (before.has(item.id)) {
          await repo.setOutcome(item.id, { outcome: 'skipped', reason: ImportReasons.alreadyImported });
          continue;
        }
        await nextTurn();
        const attachments = await usedAttachments(job, facts, post);
        attachments.forEach((row) => used.add(row.id));
        const pictured =
          attachments.some((row) => isImageName(attachmentOf(row).attachmentUrl)) || /<img\b/i.test(post.content);
        const needsPicture = (item.plan === 'blog' || item.plan === 'article') && !pictured;
        if (needsPicture) withoutPicture += 1;
        if (needsPicture && !mapping.picture)
          await repo.setOutcome(item.id, { outcome: 'failed', reason: ImportReasons.noPicture });
        // What will be created: marked so the next page of the loop moves on.
        else
          await repo.setOutcome(item.id, {
            outcome: 'created',
            reason: needsPicture ? ImportReasons.fallbackPicture : null,
          });
      }
    }
    await finishAttachments(job, facts, used);
    return withoutPicture;
  }

  /** Attachments no imported post used are reported as such; those imported before are skipped. */
  async function finishAttachments(job: ImportJobRow, facts: SiteFacts, used?: Set<number>) {
    for (;;) {
      const rows = await repo.nextItems(job.id, ['attachment'], STAGE_BATCH);
      if (rows.length === 0) return;
      const keys = await repo.keysOf(
        facts.siteKey,
        'attachment',
        rows.map((row) => row.wp_id),
        [],
      );
      const imported = new Set(keys.map((key) => key.wp_id));
      for (const row of rows) {
        if (used?.has(row.id))
          await repo.setOutcome(
            row.id,
            imported.has(row.wp_id)
              ? { outcome: 'skipped', reason: ImportReasons.alreadyImported }
              : { outcome: 'created' },
          );
        else await repo.setOutcome(row.id, { outcome: 'not-imported', reason: ImportReasons.unusedAttachment });
      }
    }
  }

  const attachmentOf = (row: ImportItemRow) => JSON.parse(row.payload) as WxrItem;
  const isImageName = (url: string) => /\.(jpe?g|png|gif|webp|avif|bmp|tiff?)$/i.test(url.split('?')[0] ?? '');

  // ---------------------------------------------------------------------------------------------
  // Importing

  /** Ensures the learn categories the posts use: found by name, or created; answers slug → id. */
  async function ensureCategories(ctx: Context, by: number | null): Promise<Record<string, number>> {
    if (ctx.summary.categoryIds) return ctx.summary.categoryIds;
    const ids: Record<string, number> = {};
    const counts = emptyCounts();
    const taken: string[] = [];
    const known = await existingLearnCategories(ctx.summary.categories.map((c) => c.name));
    const { create } = bodySchemas(definition('categories'));
    for (const category of ctx.summary.categories) {
      const name = categoryName(category.name);
      const existing = known.get(foldName(name));
      if (existing?.usable) {
        ids[category.slug] = existing.id;
        counts.skipped += 1;
        continue;
      }
      if (existing) {
        taken.push(name);
        counts.failed += 1;
        continue;
      }
      try {
        const created = (await categories().create(
          create.parse({ name, categoryType: CategoryType.Learn, status: 1 }),
          { by },
        )) as { id: number };
        ids[category.slug] = created.id;
        counts.created += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        taken.push(name);
        counts.failed += 1;
      }
    }
    ctx.summary.categoryIds = ids;
    ctx.summary.categoryCounts = counts;
    ctx.summary.notes.push(
      ...taken.map((name) => ({ kind: 'category' as const, reason: ImportReasons.categoryTaken(name), count: 1 })),
    );
    await repo.updateJob(ctx.job.id, { summary: JSON.stringify(ctx.summary), updated_at: now() });
    return ids;
  }

  /** Brings one attachment over (or finds it brought over by an earlier import): its stored file, or why not. */
  async function bring(ctx: Context, row: ImportItemRow, by: number | null): Promise<MediaTarget | { failed: string }> {
    const cached = ctx.attachments.get(row.wp_id);
    if (cached) return cached;
    const item = attachmentOf(row);
    const alt = (item.meta._wp_attachment_image_alt ?? '').trim().slice(0, 500);
    const caption = stripMarkup(item.excerpt);
    const [key] = await repo.keysOf(ctx.facts.siteKey, 'attachment', [row.wp_id], []);
    if (key?.media_path && (await media.describe(key.media_path))) {
      const kind = key.target_type as MediaTarget['kind'];
      const target: MediaTarget = { path: key.media_path, kind, alt, caption };
      if (row.outcome === null)
        await repo.setOutcome(row.id, { outcome: 'skipped', reason: ImportReasons.alreadyImported });
      ctx.attachments.set(row.wp_id, target);
      return target;
    }
    let result: MediaTarget | { failed: string };
    let fetched: Awaited<ReturnType<UploadSource['fetch']>> | undefined;
    try {
      fetched = await ctx.source.fetch(item.attachmentUrl);
      const extension = path.extname(fetched.filename);
      const title = plainTitle(item.title);
      const upload: UploadedFile = {
        kind: 'upload',
        field: 'file',
        // The library shows a file by its original name: WordPress's title for it, as its own library did.
        filename: title ? `${title}${extension}` : fetched.filename,
        mimetype: 'application/octet-stream',
        tempPath: fetched.tempPath,
        size: fetched.size,
      };
      const kind = await media.kindOf(upload);
      if (!kind) throw new UploadRefused('not a picture, audio or video file');
      const stored = await media.store(upload, kind, { alt: kind === 'image' ? alt : undefined, by, inLibrary: true });
      await repo.insertKey({
        site: ctx.facts.siteKey,
        wp_type: 'attachment',
        wp_id: row.wp_id,
        guid: item.guid.slice(0, 1000),
        target_type: kind,
        target_id: null,
        media_path: stored,
        job_id: ctx.job.id,
        created_at: now(),
      });
      result = { path: stored, kind, alt, caption };
      await repo.setOutcome(row.id, { outcome: 'created', address: stored });
    } catch (error) {
      if (!(error instanceof UploadRefused) && !(error instanceof AppError)) throw error;
      const why = error.message;
      result = { failed: ImportReasons.mediaFailed(item.attachmentUrl, why) };
      await repo.setOutcome(row.id, { outcome: 'failed', reason: result.failed });
    } finally {
      if (fetched) await rm(fetched.tempPath, { force: true });
    }
    ctx.attachments.set(row.wp_id, result);
    return result;
  }

  /** A post's input for its learn type, through the type's own request schema; or why it cannot be. */
  async function importPost(ctx: Context, item: ImportItemRow, existing: boolean, by: number | null): Promise<void> {
    const type = item.plan as LearnType;
    if (existing) {
      await repo.setOutcome(item.id, { outcome: 'skipped', reason: ImportReasons.alreadyImported });
      return;
    }
    const post = JSON.parse(item.payload) as Staged;
    if (post.tooLarge) {
      await repo.setOutcome(item.id, { outcome: 'failed', reason: ImportReasons.tooLarge });
      return;
    }
    // The files it uses, brought over first (no transaction is open while they download).
    const targets = new Map<string, MediaTarget>();
    const byId = new Map<number, MediaTarget>();
    const problems: string[] = [];
    for (const row of await usedAttachments(ctx.job, ctx.facts, post)) {
      const result = await bring(ctx, row, by);
      if ('failed' in result) {
        problems.push(result.failed);
        continue;
      }
      byId.set(row.wp_id, result);
      const attachment = attachmentOf(row);
      targets.set(
        uploadKey(relativeTo(attachment.attachmentUrl, ctx.facts.uploadsUrl) ?? attachment.attachmentUrl),
        result,
      );
    }
    const mediaFor = (url: string): MediaTarget | undefined => {
      const relative = relativeTo(url, ctx.facts.uploadsUrl);
      if (!relative) return undefined;
      try {
        if (!ctx.origins.has(new URL(url).origin)) return undefined;
      } catch {
        return undefined;
      }
      return targets.get(uploadKey(relative));
    };
    const around = post.around && (type === 'video' || type === 'podcast') ? post.around : undefined;
    const description = toRichText(post.content, {
      media: mediaFor,
      attachmentUrl: (id) => galleryUrl(ctx, id),
      siteOrigins: ctx.origins,
      ...(around ? { leaveOut: around.url } : {}),
    });
    const title = plainTitle(post.title).slice(0, 500) || stripMarkup(description).split(' ').slice(0, 8).join(' ');
    if (!title) return fail(item, ImportReasons.noTitle);
    const excerpt = stripMarkup(post.excerpt);
    const hasBody = Boolean(stripMarkup(description)) || /<(img|iframe)\b/i.test(description);
    const body = hasBody ? description : around ? `<p>${escapeText(excerpt || title)}</p>` : '';
    if (!body) return fail(item, ImportReasons.emptyBody);

    const featuredId = Number.parseInt(post.meta._thumbnail_id ?? '', 10);
    const featured = featuredId > 0 ? byId.get(featuredId) : undefined;
    const firstImage = [...targets.values()].find((target) => target.kind === 'image');
    const picture = featured?.kind === 'image' ? featured : firstImage;

    const input: Record<string, unknown> = {
      selectedPage: 'learn',
      title,
      subtitle: excerpt.slice(0, 1_000),
      description: body,
      authorName: (ctx.facts.authors[post.creator] ?? post.creator).slice(0, 200),
      categories: postCategories(post)
        .map((slug) => ctx.summary.categoryIds?.[slug])
        .filter((id): id is number => id !== undefined),
      ...datesOf(post),
    };
    const fields = LearnMediaFields[type];
    const notes: string[] = [];
    if (post.password) {
      input.status = 0;
      delete input.publish_at;
      notes.push(ImportReasons.passwordProtected);
    }
    if (type === 'blog' || type === 'article') {
      const card = picture?.path ?? (await fallbackPicture(ctx, by));
      if (!card) return fail(item, ImportReasons.noPicture);
      if (!picture) notes.push(ImportReasons.fallbackPicture);
      input['image' in fields ? fields.image : 'BlogImage'] = card;
    } else if (type === 'video') {
      input.VideoType = 0;
      input.VideoUrl = around!.url;
      if (featured?.kind === 'image') input.poster = featured.path;
    } else {
      const audio = around ? mediaFor(around.url) : undefined;
      if (around?.kind === 'podcast' && audio?.kind === 'audio') input.podCastAudioFile = audio.path;
      else if (around?.kind === 'video') {
        input.podCastVideoType = 0;
        input.podCastVideoUrl = around.url;
      } else return fail(item, problems[0] ?? ImportReasons.mediaFailed(around?.url ?? '', 'not brought over'));
      if (featured?.kind === 'image') input.poster = featured.path;
    }

    const { service, definition: def } = learn(type);
    const parsed = bodySchemas(def).create.safeParse(input);
    if (!parsed.success) {
      const reason = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join(' ');
      return fail(item, reason);
    }
    const wanted = post.postName && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(post.postName) ? post.postName : undefined;
    let slug: string | undefined;
    let slugNote: string | undefined;
    try {
      const record = (await service.create(parsed.data as Record<string, unknown>, {
        by,
        alongside: async (trx, row) => {
          if (wanted) {
            try {
              slug = (await createLearnService({ db: trx, clock }).changeSlug(type, row.id, wanted)).slug;
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              slugNote = ImportReasons.slugTaken(wanted);
            }
          }
          await createImportsRepository(trx).insertKey({
            site: ctx.facts.siteKey,
            wp_type: 'post',
            wp_id: post.wpId,
            guid: post.guid.slice(0, 1000),
            target_type: type,
            target_id: row.id,
            media_path: null,
            job_id: ctx.job.id,
            created_at: now(),
          });
        },
      })) as { slug: string };
      const address = learnItemPath(type, slug ?? record.slug);
      await repo.setOutcome(item.id, {
        outcome: 'created',
        address,
        reason: [...notes, slugNote, ...problems].filter(Boolean).join(' ') || null,
      });
    } catch (error) {
      if (error instanceof ValidationError || error instanceof AppError) return fail(item, fieldErrors(error));
      throw error;
    }
  }

  /** The picture given for posts without one, stored in the media library the first time a post needs it. */
  async function fallbackPicture(ctx: Context, by: number | null): Promise<string | undefined> {
    const mapping = JSON.parse(ctx.job.mapping) as Mapping;
    if (!mapping.picture || !ctx.job.file_path) return undefined;
    if (ctx.summary.picturePath && (await media.describe(ctx.summary.picturePath))) return ctx.summary.picturePath;
    const file = path.join(path.dirname(ctx.job.file_path), PICTURE_FILE);
    const stored = await media.store(
      {
        kind: 'upload',
        field: 'picture',
        filename: mapping.pictureName || 'picture',
        mimetype: 'application/octet-stream',
        tempPath: file,
        size: 0,
      },
      'image',
      { alt: mapping.pictureAlt, by, inLibrary: true },
    );
    ctx.summary.picturePath = stored;
    await repo.updateJob(ctx.job.id, { summary: JSON.stringify(ctx.summary), updated_at: now() });
    return stored;
  }

  function galleryUrl(ctx: Context, id: number): string | undefined {
    const target = ctx.attachments.get(id);
    return target && !('failed' in target) ? target.path : undefined;
  }

  async function fail(item: ImportItemRow, reason: string): Promise<void> {
    await repo.setOutcome(item.id, { outcome: 'failed', reason });
  }

  /** Status, publish date and schedule (issue 38): publish → published; future → scheduled; the rest unpublished. */
  function datesOf(post: Staged): Record<string, unknown> {
    const today = clock.now().toISOString().slice(0, 10);
    const day = wpDay(post.postDate) ?? wpDay(post.postDateGmt) ?? today;
    if (post.status === 'future') {
      const at = wpInstant(post.postDateGmt) ?? wpInstant(post.postDate);
      if (at && at > now()) {
        const publishDay = at.slice(0, 10);
        return { status: 1, publish_at: at, created_at: day < publishDay ? day : publishDay };
      }
    }
    return {
      status: post.status === 'publish' || post.status === 'future' ? 1 : 0,
      created_at: day > today ? today : day,
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Running a job

  /** Hooks of the runner: whether to stop at the next batch, and the lease's renewal. */
  type Control = { shouldStop(): boolean; renew(): Promise<void>; maxBatches?: number };

  /**
   * Runs a claimed job from where it is: the reading pass (again from the start when a stop cut
   * it), then batches of posts until none is left, each followed by the page cache's emptying
   * and the lease's renewal (and each item by a turn of the event loop), then the old addresses'
   * redirects. Answers when the job is done or failed, or stopped at a batch's end (its lease
   * then lets another run take it up).
   */
  async function runJob(claimed: ImportJobRow, control: Control): Promise<void> {
    let job = claimed;
    const mapping = JSON.parse(job.mapping) as Mapping;
    if (!job.started_at) await repo.updateJob(job.id, { started_at: now(), updated_at: now() });
    if (job.phase === 'reading') {
      await repo.clearItems(job.id);
      let staged: { facts: SiteFacts; summary: JobSummary };
      try {
        if (!job.file_path) throw new WxrError(ImportMessages.fileGone);
        staged = await stage(job, mapping);
      } catch (error) {
        if (!(error instanceof WxrError)) throw error;
        // Nothing half-imported: the staged rows go, the job says why.
        await repo.clearItems(job.id);
        await finish(job, 'failed', error.message);
        return;
      }
      if (job.dry_run === 1) staged.summary.withoutPicture = await plan(job, staged.facts, mapping);
      const total = await countPosts(job.id);
      await repo.updateJob(job.id, {
        site: JSON.stringify(staged.facts),
        summary: JSON.stringify(staged.summary),
        phase: job.dry_run === 1 ? 'finished' : 'importing',
        progress_total: total,
        progress_done: job.dry_run === 1 ? total : await countDone(job.id),
        updated_at: now(),
      });
      if (job.dry_run === 1) {
        await finish(job, 'done', null);
        return;
      }
      job = (await repo.getJob(job.id))!;
      await control.renew();
    }
    if (job.phase !== 'importing') return;

    const facts = JSON.parse(job.site!) as SiteFacts;
    const summary = JSON.parse(job.summary) as JobSummary;
    const uploads = await openUploads(job);
    const ctx: Context = {
      job,
      facts,
      summary,
      origins: siteOrigins([facts.baseSiteUrl, facts.baseBlogUrl]),
      source: createUploadSource({
        siteUrls: [facts.baseSiteUrl, facts.baseBlogUrl],
        uploadsUrl: facts.uploadsUrl,
        ...(uploads ? { uploads } : {}),
        allowPrivateHosts: config.imports.allowPrivateHosts,
        tempDir: deps.tempDir,
        timeoutMs: DOWNLOAD_TIMEOUT_MS,
        maxBytes: Math.max(config.uploads.maxImageBytes, config.uploads.maxVideoBytes),
      }),
      attachments: new Map(),
    };
    try {
      await ensureCategories(ctx, job.created_by);
      let batches = 0;
      for (;;) {
        if (control.shouldStop() || (control.maxBatches !== undefined && batches >= control.maxBatches)) return;
        const items = await repo.nextItems(job.id, [...ImportPostTypes], IMPORT_BATCH);
        if (items.length === 0) break;
        const before = await alreadyImported(facts, items);
        for (const item of items) {
          const key = before.get(item.id);
          // Imported by this very job before a stop cut it short: it is this job's, not a skip.
          if (key && key.job_id === job.id) {
            const address = key.target_id ? await addressOf(key.target_type as LearnType, key.target_id) : null;
            await repo.setOutcome(item.id, { outcome: 'created', address });
            continue;
          }
          await importPost(ctx, item, Boolean(key), job.created_by);
          // A turn of the event loop after each item, not only each batch: on SQLite every query
          // runs on this thread, and a batch's awaits are all microtasks, so requests waiting
          // for their turn (a page, its render) would wait for the whole batch.
          await nextTurn();
        }
        batches += 1;
        await afterBatch(ctx);
        await control.renew();
        await nextTurn();
      }
      await addOldAddresses(ctx, control);
      await finishAttachments(job, facts);
      await finish(job, 'done', null);
    } finally {
      await uploads?.close();
    }
  }

  /**
   * Every imported item's old addresses (issue 38 item 5), added once all its items are in, a
   * few hundred at a time from the staged rows: decision 078's add reads every stored redirect at
   * each call, so one call per batch grew with the import. A stop meanwhile goes over them again
   * when the job is taken up (adding one twice changes nothing).
   */
  async function addOldAddresses(ctx: Context, control: Control) {
    if (!deps.addRedirects) return;
    for (let after = -1; ;) {
      const rows = await repo.createdPosts(ctx.job.id, after, REDIRECT_CHUNK);
      if (rows.length === 0) return;
      const list = rows.flatMap((row) =>
        row.address ? redirectsOf({ link: row.link, wpId: row.wp_id }, row.address, ctx.origins) : [],
      );
      await deps.addRedirects(list);
      await control.renew();
      after = rows[rows.length - 1]!.seq;
      await nextTurn();
    }
  }

  async function afterBatch(ctx: Context) {
    await repo.updateJob(ctx.job.id, { progress_done: await countDone(ctx.job.id), updated_at: now() });
    await deps.contentChanged?.();
  }

  async function addressOf(type: LearnType, id: number): Promise<string | null> {
    const slug = await repo.learnSlug(type, id);
    return slug ? learnItemPath(type, slug) : null;
  }

  async function openUploads(job: ImportJobRow): Promise<UploadsFolder | undefined> {
    if (!job.uploads_path) return undefined;
    return job.uploads_path.endsWith('.zip') ? uploadsZip(job.uploads_path) : uploadsFolder(job.uploads_path);
  }

  async function countPosts(jobId: number) {
    const counts = await repo.outcomeCounts(jobId);
    return counts.filter((c) => isPostPlan(c.plan)).reduce((sum, c) => sum + c.count, 0);
  }

  async function countDone(jobId: number) {
    const counts = await repo.outcomeCounts(jobId);
    return counts.filter((c) => isPostPlan(c.plan) && c.outcome !== null).reduce((sum, c) => sum + c.count, 0);
  }

  /** Done or failed: the lease let go and, for an import (not a dry run), its files removed. */
  async function finish(job: ImportJobRow, status: 'done' | 'failed', error: string | null) {
    const at = now();
    await repo.updateJob(job.id, {
      status,
      phase: 'finished',
      error,
      finished_at: at,
      updated_at: at,
      locked_until: null,
      ...(job.dry_run === 1 && status === 'done' ? {} : { file_path: null, uploads_path: null }),
    });
    if (job.dry_run !== 1 || status === 'failed') await removeFiles(job);
    log.info({ importJob: job.id, status, dryRun: job.dry_run === 1, error }, 'WordPress import finished');
    await deps.contentChanged?.();
  }

  async function removeFiles(job: Pick<ImportJobRow, 'file_path' | 'uploads_path'>) {
    const folders = new Set([job.file_path, job.uploads_path].filter((p): p is string => Boolean(p)).map(path.dirname));
    for (const folder of folders) {
      // Only the folders this module made.
      if (path.dirname(folder) === filesRoot) await rm(folder, { recursive: true, force: true });
    }
  }

  /** Dry runs nobody imported within a day let their files go. */
  async function pruneDryRuns(): Promise<void> {
    const before = new Date(clock.now().getTime() - DRY_RUN_KEEP_MS).toISOString();
    for (const job of await repo.staleDryRuns(before)) {
      await removeFiles(job);
      await repo.updateJob(job.id, { file_path: null, uploads_path: null });
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Reading a job

  async function view(id: number): Promise<ImportJob> {
    const job = await repo.getJob(id);
    if (!job) throw new NotFoundError(ImportMessages.notFound);
    return wire(job);
  }

  async function wire(job: ImportJobRow): Promise<ImportJob> {
    const facts = job.site ? (JSON.parse(job.site) as SiteFacts) : null;
    const summary = JSON.parse(job.summary) as Partial<JobSummary>;
    const mapping = JSON.parse(job.mapping) as Mapping;
    const counts = Object.fromEntries(ImportKinds.map((kind) => [kind, emptyCounts()])) as Record<
      ImportKind,
      ImportCounts
    >;
    for (const { plan: itemPlan, outcome, count } of await repo.outcomeCounts(job.id)) {
      const kind: ImportKind = itemPlan === 'attachment' ? 'media' : (itemPlan as ImportKind);
      if (!counts[kind] || outcome === null) continue;
      if (outcome === 'not-imported') counts[kind].skipped += count;
      else counts[kind][outcome] += count;
    }
    if (summary.categoryCounts) counts.category = summary.categoryCounts;
    else if (job.dry_run === 1 && summary.categories)
      for (const category of summary.categories) counts.category[category.exists ? 'skipped' : 'created'] += 1;
    for (const note of summary.notes ?? []) if (note.kind !== 'category') counts[note.kind].skipped += note.count;
    const notes: ImportReportEntry[] = (summary.notes ?? []).map((note) => ({
      kind: note.kind,
      wpId: null,
      title: '',
      outcome: note.kind === 'category' ? 'failed' : 'not-imported',
      reason: note.reason,
      address: null,
      link: null,
    }));
    const rows = await repo.report(job.id, REPORT_LIMIT);
    const lines: ImportReportEntry[] = [
      ...notes,
      ...rows.map((row) => ({
        kind: (row.plan === 'attachment' ? 'media' : row.plan) as ImportKind,
        wpId: row.wp_id,
        title: row.title,
        outcome: row.outcome!,
        reason: row.reason ?? '',
        address: row.address,
        link: row.link,
      })),
    ];
    const size = notes.length + (rows.length < REPORT_LIMIT ? rows.length : await repo.reportSize(job.id));
    return {
      id: job.id,
      status: job.status,
      phase: job.phase,
      dryRun: job.dry_run === 1,
      fileName: job.file_name,
      fromDryRun: job.dry_run === 1 ? null : job.from_job,
      createdAt: job.created_at,
      startedAt: job.started_at,
      finishedAt: job.finished_at,
      progress: { done: job.progress_done, total: job.progress_total },
      counts,
      site: facts ? { title: facts.title, url: facts.baseSiteUrl } : null,
      mapping: {
        articleCategories: mapping.articleCategories,
        mediaTypes: mapping.mediaTypes,
        picture: mapping.picture,
      },
      withoutPicture: summary.withoutPicture ?? 0,
      categories: summary.categories ?? [],
      detected: summary.detected ?? { video: 0, podcast: 0 },
      report: lines.slice(0, REPORT_LIMIT),
      reportMore: Math.max(0, size - REPORT_LIMIT),
      error: job.error,
    };
  }

  async function list() {
    return (await repo.listJobs(20)).map((job) => ({
      id: job.id,
      status: job.status,
      dryRun: job.dry_run === 1,
      fileName: job.file_name,
      createdAt: job.created_at,
      finishedAt: job.finished_at,
    }));
  }

  return { repo, start, runDryRun, runJob, view, list, pruneDryRuns };
}

export type WordPressImporter = ReturnType<typeof createWordPressImporter>;

/**
 * A post's categories by slug, without WordPress's default one ("Uncategorized", which only says
 * the post has none: it would be a category of no meaning here).
 */
function postCategories(item: WxrItem): string[] {
  return item.categories.filter((c) => c.domain === 'category' && c.slug !== 'uncategorized').map((c) => c.slug);
}

const isPostPlan = (plan: string) => (ImportPostTypes as readonly string[]).includes(plan);

function mappingOf(mapping: MappingInput, picture?: { alt: string; name?: string }): Mapping {
  return {
    articleCategories: [...new Set(mapping.articleCategories ?? [])],
    mediaTypes: mapping.mediaTypes ?? true,
    picture: Boolean(picture),
    pictureAlt: picture?.alt ?? '',
    ...(picture?.name ? { pictureName: picture.name.slice(0, 300) } : {}),
  };
}

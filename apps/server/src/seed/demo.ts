import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { CategoryType } from '@atrium/contract/categories';
import { Status } from '@atrium/contract/enums';
import { LearnMediaFields, type LearnType, LearnTypes } from '@atrium/contract/learn';
import { LearnPageTypes, pageMetaBodySchema } from '@atrium/contract/pages';
import { newsletterBodySchema } from '@atrium/contract/newsletters';
import { defaultSiteSettings, siteSettingsBodySchema } from '@atrium/contract/site-settings';
import type { FastifyInstance } from 'fastify';
import type { UploadedFile } from '../foundations/media/uploaded-file.ts';
import { createNewslettersService } from '../features/newsletters/newsletters.service.ts';
import { createPagesService } from '../features/pages/pages.service.ts';
import { bodySchemas } from '../resource-kit/bodies.ts';
import type { ResourceDefinition } from '../resource-kit/define-resource.ts';
import { createResourceService } from '../resource-kit/service.ts';
import { categories } from '../resources/categories/categories.resource.ts';
import { contactUsDetails } from '../resources/contact-us-details/contact-us-details.resource.ts';
import { faqs } from '../resources/faqs/faqs.resource.ts';
import { faqsMain } from '../resources/faqs-main/faqs-main.resource.ts';
import { heroSliders } from '../resources/hero-sliders/hero-sliders.resource.ts';
import { individuals } from '../resources/individuals/individuals.resource.ts';
import { industries } from '../resources/industries/industries.resource.ts';
import { learnArticles } from '../resources/learn-articles/learn-articles.resource.ts';
import { learnBlogs } from '../resources/learn-blogs/learn-blogs.resource.ts';
import { learnPodcasts } from '../resources/learn-podcasts/learn-podcasts.resource.ts';
import { learnVideos } from '../resources/learn-videos/learn-videos.resource.ts';
import { missionVisionGoals } from '../resources/mission-vision-goals/mission-vision-goals.resource.ts';
import { missionVisionGoalsSub } from '../resources/mission-vision-goals-sub/mission-vision-goals-sub.resource.ts';
import * as content from './demo-content.ts';
import {
  type ImageSpec,
  demoLogo,
  demoPartners,
  demoPeople,
  demoPhoto,
  demoPhotos,
  demoPortrait,
  demoUpload,
  discardUpload,
} from './demo-images.ts';
import { type DemoLearnItem, learnDemo } from './demo-learn.ts';
import { seedDemoSubmissions } from './demo-submissions.ts';

type Item = Record<string, unknown>;

/** Learn covers are shown on cards and beside a detail page's text, never full-screen. */
const COVER_WIDTH = 960;
/** Author portraits appear as small avatars. */
const AUTHOR_PORTRAIT_SIZE = 320;

/** Items created at once: one per core, at most four. */
const seedConcurrency = Math.min(4, availableParallelism());

const learnDefinitions: Record<LearnType, ResourceDefinition> = {
  blog: learnBlogs,
  article: learnArticles,
  video: learnVideos,
  podcast: learnPodcasts,
};

/**
 * Fills an empty install with demo content (with images), so a newcomer sees filled screens and
 * a filled public site. Everything goes through the resources' own request schemas and services,
 * as an administrator's input would; each resource is seeded only while its table is empty.
 */
export async function seedDemoContent(app: FastifyInstance): Promise<void> {
  await seedList(app, heroSliders, content.heroSliders);
  await seedList(app, faqs, content.faqs);
  await seedList(app, faqsMain, [content.faqMain]);
  await seedList(app, industries, content.industries);
  await seedCategories(app);
  await seedIndividuals(app);
  await seedMissionVisionGoal(app);
  for (const type of LearnTypes) await seedList(app, learnDefinitions[type], await learnItems(app, type));
  await seedPageMeta(app);
  await seedContactDetails(app);
  await seedSiteSettings(app);
  await seedNewsletter(app);
  await seedDemoSubmissions(app);
}

/** The demo's one sent newsletter (decision 060): a video, a podcast and a blog, newest first. */
const DEMO_NEWSLETTER_TYPES: LearnType[] = ['video', 'podcast', 'blog'];

/**
 * A newsletter already sent, so the public archive (/newsletters, its feed and the sitemap) shows
 * an issue on a fresh install (decision 060). It is written through the newsletters service as a
 * draft and then marked sent, dated now: no mail is queued, and there are no deliveries to report.
 */
async function seedNewsletter(app: FastifyInstance) {
  if (await app.db.selectFrom('newsletters').select('id').limit(1).executeTakeFirst()) return;
  const items = [];
  for (const type of DEMO_NEWSLETTER_TYPES) {
    const newest = await app.db
      .selectFrom(learnDefinitions[type].table as 'learn_videos')
      .select('id')
      .where('status', '=', Status.Published)
      .orderBy('content_date', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (newest) items.push({ type, id: newest.id });
  }
  // The app carries the service's deps (db, config, clock, outbox, siteSettings, mediaLibrary) under their names.
  const service = createNewslettersService(app);
  const created = await service.create(
    newsletterBodySchema.parse({
      subject: 'This month at Atrium: talks, a new podcast and field notes',
      preheader: 'Three pieces from across the network, picked by the editors.',
      intro:
        '<p>Hello, and welcome to the network’s newsletter. This month: a talk worth your lunch break, a new episode of the podcast, and notes from a project that tried something new.</p><p>Reply to this email to tell us what you would like to read next.</p>',
      selection: 'picked',
      items,
    }),
    null,
  );
  const at = app.clock.now().toISOString();
  await app.db
    .updateTable('newsletters')
    .set({ state: 'sent', sent_at: at, updated_at: at })
    .where('id', '=', created.id)
    .execute();
}

/** Decision 048: the organisation's settings, from what site.ts and ORG_TIMEZONE held before they were stored. */
async function seedSiteSettings(app: FastifyInstance) {
  if (!(await app.db.selectFrom('site_settings').select('id').limit(1).executeTakeFirst())) {
    const defaults = defaultSiteSettings(app.config.orgTimezone);
    const parsed = siteSettingsBodySchema.parse({
      orgName: defaults.orgName,
      shortName: defaults.shortName,
      description: defaults.description,
      contactEmail: defaults.contactEmail,
      postalAddress: defaults.postalAddress,
      socialLinks: defaults.socialLinks,
      footerText: defaults.footerText,
      timezone: defaults.timezone,
    });
    await app.siteSettings.update(parsed, null);
  }
}

/** Creates a record as POST would: the request schema first (so demo content obeys every rule), then the service. */
async function create(app: FastifyInstance, definition: ResourceDefinition, input: Item) {
  return createResourceService({ db: app.db, media: app.media, clock: app.clock }, definition).create(
    parseBody(definition, 'create', input),
  );
}

function parseBody(definition: ResourceDefinition, kind: 'create' | 'update', input: Item): Item {
  const parsed = bodySchemas(definition)[kind].safeParse(input);
  if (!parsed.success) {
    throw new Error(`Demo content for ${definition.key} breaks its own rules: ${parsed.error.message}`);
  }
  return parsed.data;
}

async function isEmpty(app: FastifyInstance, table: ResourceDefinition['table']): Promise<boolean> {
  return !(await app.db.selectFrom(table).select('id').limit(1).executeTakeFirst());
}

/** The alt text the demo writes for each picture (decision 038): what it shows. */
function altFields(field: string, spec: ImageSpec): Item {
  if ('asset' in spec) return {};
  if ('photo' in spec) return { [`${field}_alt`]: demoPhotos[spec.photo] };
  if ('portrait' in spec) return { [`${field}_alt`]: `Illustrated portrait of ${demoPeople[spec.portrait]}` };
  return { [`${field}_alt`]: `${demoPartners[spec.logo]} logo` };
}

function renderImage(spec: ImageSpec): Promise<Buffer> {
  if ('asset' in spec) return readFile(path.join(import.meta.dirname, 'assets', spec.asset));
  if ('photo' in spec) return demoPhoto(spec.photo, spec.width);
  if ('portrait' in spec) return demoPortrait(spec.portrait, spec.size);
  return demoLogo(spec.logo);
}

/**
 * The demo's pictures, each stored once per install and size (decision 058): the first use
 * uploads it to the media library through the media pipeline, as an editor would; later uses
 * choose it from the library by its path, as the forms' library picker does. A photograph shown
 * by several items is then encoded once, which keeps the seed fast.
 */
const libraryPictures = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();

function libraryPicture(app: FastifyInstance, field: string, spec: ImageSpec): Promise<string> {
  let stored = libraryPictures.get(app);
  if (!stored) libraryPictures.set(app, (stored = new Map()));
  const key = JSON.stringify(spec);
  let path = stored.get(key);
  if (!path) {
    path = (async () => {
      const upload = await demoUpload(app, await renderImage(spec), field);
      try {
        const alt = String(Object.values(altFields(field, spec))[0] ?? '');
        return await app.media.store(upload, 'image', { alt, by: null, inLibrary: true });
      } finally {
        await discardUpload(upload);
      }
    })();
    stored.set(key, path);
  }
  return path;
}

async function withImages<T>(
  app: FastifyInstance,
  item: Item,
  images: Record<string, ImageSpec>,
  work: (input: Item) => Promise<T>,
) {
  const uploads: UploadedFile[] = [];
  try {
    const input: Item = { ...item };
    for (const [field, spec] of Object.entries(images)) {
      Object.assign(input, altFields(field, spec));
      if (!('asset' in spec)) {
        input[field] = await libraryPicture(app, field, spec);
        continue;
      }
      const upload = await demoUpload(app, await renderImage(spec), field);
      uploads.push(upload);
      input[field] = upload;
    }
    return await work(input);
  } finally {
    await Promise.all(uploads.map(discardUpload));
  }
}

async function seedList(
  app: FastifyInstance,
  definition: ResourceDefinition,
  items: Array<Item & { images?: Record<string, ImageSpec> }>,
) {
  if (!(await isEmpty(app, definition.table))) return;
  const ordered = 'position' in definition.fields;
  await eachConcurrently(items, async ({ images = {}, ...item }, position) => {
    await withImages(app, { ...(ordered ? { position } : {}), ...item }, images, (input) =>
      create(app, definition, input),
    );
  });
  app.log.info({ resource: definition.key, count: items.length }, 'demo content created');
}

/**
 * Runs `work` over the items a few at a time: most of the seed's time is image work, which then
 * overlaps on every core. Positions are given, so the order of completion does not matter. After
 * a failure no new item starts, and the first failure is thrown once all running ones are done.
 */
async function eachConcurrently<T>(items: T[], work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(seedConcurrency, items.length) }, worker));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}

/** System categories come from the migration; the demo adds media types and learn tags beside them. */
async function seedCategories(app: FastifyInstance) {
  const rows = await app.db.selectFrom('categories').select('id').where('category_type', '=', 1).limit(1).execute();
  if (rows.length) return;
  for (const item of content.categories) await create(app, categories, item);
}

async function seedIndividuals(app: FastifyInstance) {
  if (!(await isEmpty(app, 'individuals'))) return;
  const byName = new Map(
    (await app.db.selectFrom('categories').select(['id', 'name']).where('category_type', '=', 0).execute()).map((c) => [
      c.name,
      c.id,
    ]),
  );
  await eachConcurrently(content.individuals, async ({ categoryName, images, ...item }, position) => {
    await withImages(
      app,
      { ...item, position, category: byName.get(categoryName) },
      images as Record<string, ImageSpec>,
      (input) => create(app, individuals, input),
    );
  });
}

async function seedMissionVisionGoal(app: FastifyInstance) {
  const main = await app.db.selectFrom('mission_vision_goals').selectAll().orderBy('id').executeTakeFirst();
  if (!main || main.title) return;
  await createResourceService({ db: app.db, media: app.media, clock: app.clock }, missionVisionGoals).update(
    main.id,
    parseBody(missionVisionGoals, 'update', content.missionVisionGoal),
  );
  const subService = createResourceService({ db: app.db, media: app.media, clock: app.clock }, missionVisionGoalsSub);
  const subs = await app.db.selectFrom('mission_vision_goals_sub').selectAll().orderBy('position').execute();
  await eachConcurrently(subs, async (sub) => {
    const text = content.subGoals[sub.title as keyof typeof content.subGoals];
    if (!text || sub.image) return;
    const photo = content.subGoalPhotos[sub.title as keyof typeof content.subGoalPhotos] ?? 'sunrise-hills';
    await withImages(app, { description: text }, { mvgImage: { photo, width: 960 } }, (input) =>
      subService.update(sub.id, parseBody(missionVisionGoalsSub, 'update', input)),
    );
  });
}

/**
 * A learn type's demo items as create bodies: the date counted back from today, categories by
 * name (only the active learn ones, so an install whose tags were changed still seeds), the
 * cover, logo and author portrait to generate, and the video link.
 */
async function learnItems(
  app: FastifyInstance,
  type: LearnType,
): Promise<Array<Item & { images: Record<string, ImageSpec> }>> {
  const active = await app.db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('category_type', '=', CategoryType.Learn)
    .where('status', '=', Status.Published)
    .execute();
  const idOf = new Map(active.map((c) => [c.name, c.id]));
  const media = LearnMediaFields[type];
  const today = Date.now();

  return learnDemo[type].map((demo: DemoLearnItem) => {
    const images: Record<string, ImageSpec> = {};
    if ('image' in media) images[media.image] = { photo: demo.photo, width: COVER_WIDTH };
    // Every video and podcast has a poster (decision 041): the machine may have no internet to fetch one.
    if ('poster' in media) images[media.poster] = { photo: demo.photo, width: COVER_WIDTH };
    if ('logo' in media && demo.logo) images[media.logo] = { logo: demo.logo };
    // Each podcast's episode is its transcript spoken, MP3 and M4A in turn (decisions 040 and 080).
    if ('audio' in media && demo.episode) images[media.audio] = { asset: `episodes/${demo.episode}` };
    if (demo.author && demo.authorPortrait !== false) {
      images.authorImage = { portrait: demo.author.portrait, size: AUTHOR_PORTRAIT_SIZE };
    }
    const ids = demo.categories.map((name) => idOf.get(name)).filter((id): id is number => id !== undefined);
    return {
      selectedPage: demo.selectedPage ?? 'learn',
      title: demo.title,
      subtitle: demo.subtitle ?? '',
      description: demo.description,
      created_at: new Date(today - demo.daysAgo * 86_400_000).toISOString().slice(0, 10),
      categories: ids.join(','),
      authorName: demo.author?.name ?? '',
      status: demo.status ?? 1,
      cta_status: demo.cta ? 1 : 0,
      ...(demo.cta ? { cta_url: demo.cta } : {}),
      ...('url' in media && demo.video ? { [media.type]: 0, [media.url]: demo.video } : {}),
      ...('audio' in media ? { podCastTranscript: demo.transcript ?? '' } : {}),
      images,
    };
  });
}

/**
 * The page meta of the demo items that have their own (the others show meta made from their
 * text), as the admin pages screen saves it: through the API's body schema, then the service.
 * Only while no learn item has meta yet.
 */
async function seedPageMeta(app: FastifyInstance) {
  const saved = await app.db.selectFrom('pages').select('id').where('page_type', '!=', 'default').limit(1).execute();
  if (saved.length) return;
  const pages = createPagesService({ db: app.db, clock: app.clock });
  for (const type of LearnTypes) {
    for (const { title, meta } of learnDemo[type]) {
      if (!meta) continue;
      const item = await app.db
        .selectFrom(learnDefinitions[type].table)
        .select('slug')
        .where('title', '=', title)
        .where('status', '!=', 2)
        .executeTakeFirst();
      if (!item?.slug) continue;
      const parsed = pageMetaBodySchema.safeParse({
        customUrl: item.slug,
        metaTitle: meta.title,
        metaDescription: meta.description,
        metaOGTitle: meta.ogTitle,
        metaOGDescription: meta.ogDescription,
        metaKeywords: meta.keywords,
        pageType: LearnPageTypes[type],
      });
      if (!parsed.success)
        throw new Error(`Demo page meta of '${title}' breaks its own rules: ${parsed.error.message}`);
      await pages.saveMeta(item.slug, parsed.data);
    }
  }
}

/** The migration made the contact details blank; the demo fills them, with a background picture. */
async function seedContactDetails(app: FastifyInstance) {
  const row = await app.db.selectFrom('contact_us_details').selectAll().orderBy('id').executeTakeFirst();
  if (!row || row.title) return;
  const { images, ...details } = content.contactDetails;
  await withImages(app, details, images, (input) =>
    createResourceService({ db: app.db, media: app.media, clock: app.clock }, contactUsDetails).update(
      row.id,
      parseBody(contactUsDetails, 'update', input),
    ),
  );
}

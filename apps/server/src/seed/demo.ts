import type { FastifyInstance } from 'fastify';
import type { UploadedFile } from '../modules/media/uploaded-file.ts';
import type { ResourceDefinition } from '../resource-kit/define-resource.ts';
import { createResourceService } from '../resource-kit/service.ts';
import { categories } from '../resources/categories/categories.resource.ts';
import { contactUsDetails } from '../resources/contact-us-details/contact-us-details.resource.ts';
import { faqs } from '../resources/faqs/faqs.resource.ts';
import { faqsMain } from '../resources/faqs-main/faqs-main.resource.ts';
import { heroSliders } from '../resources/hero-sliders/hero-sliders.resource.ts';
import { individuals } from '../resources/individuals/individuals.resource.ts';
import { industries } from '../resources/industries/industries.resource.ts';
import { missionVisionGoals } from '../resources/mission-vision-goals/mission-vision-goals.resource.ts';
import { missionVisionGoalsSub } from '../resources/mission-vision-goals-sub/mission-vision-goals-sub.resource.ts';
import * as content from './demo-content.ts';
import { demoBanner, demoPortrait, demoUpload, discardUpload } from './demo-images.ts';
import { seedDemoSubmissions } from './demo-submissions.ts';

type Item = Record<string, unknown>;
/** An image to generate for a file field: a banner, or a portrait with initials. */
type ImageSpec = { banner: number } | { portrait: number; initials: string };

/**
 * Fills an empty install with demo content (with images), so a newcomer sees filled screens and
 * a filled public site. Everything goes through the resources' own services, as an
 * administrator's input would; each resource is seeded only while its table is empty.
 */
export async function seedDemoContent(app: FastifyInstance): Promise<void> {
  await seedList(app, heroSliders, content.heroSliders);
  await seedList(app, faqs, content.faqs);
  await seedList(app, faqsMain, [content.faqMain]);
  await seedList(app, industries, content.industries);
  await seedCategories(app);
  await seedIndividuals(app);
  await seedMissionVisionGoal(app);
  await seedContactDetails(app);
  await seedDemoSubmissions(app);
}

async function isEmpty(app: FastifyInstance, table: ResourceDefinition['table']): Promise<boolean> {
  return !(await app.db.selectFrom(table).select('id').limit(1).executeTakeFirst());
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
      const bytes = 'banner' in spec ? await demoBanner(spec.banner) : await demoPortrait(spec.portrait, spec.initials);
      const upload = await demoUpload(app, bytes, field);
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
  const service = createResourceService(app, definition);
  for (const [position, { images = {}, ...item }] of items.entries()) {
    await withImages(app, { position, ...item }, images, (input) => service.create(input));
  }
  app.log.info({ resource: definition.key, count: items.length }, 'demo content created');
}

/** System categories come from the migration; the demo adds media types and learn tags beside them. */
async function seedCategories(app: FastifyInstance) {
  const rows = await app.db.selectFrom('categories').select('id').where('category_type', '=', 1).limit(1).execute();
  if (rows.length) return;
  const service = createResourceService(app, categories);
  for (const item of content.categories) await service.create(item);
}

async function seedIndividuals(app: FastifyInstance) {
  if (!(await isEmpty(app, 'individuals'))) return;
  const byName = new Map(
    (await app.db.selectFrom('categories').select(['id', 'name']).where('category_type', '=', 0).execute()).map((c) => [
      c.name,
      c.id,
    ]),
  );
  const service = createResourceService(app, individuals);
  for (const [position, { categoryName, images, ...item }] of content.individuals.entries()) {
    await withImages(
      app,
      { ...item, position, category: byName.get(categoryName) },
      images as Record<string, ImageSpec>,
      (input) => service.create(input),
    );
  }
}

async function seedMissionVisionGoal(app: FastifyInstance) {
  const main = await app.db.selectFrom('mission_vision_goals').selectAll().orderBy('id').executeTakeFirst();
  if (!main || main.title) return;
  await createResourceService(app, missionVisionGoals).update(main.id, content.missionVisionGoal);
  const subService = createResourceService(app, missionVisionGoalsSub);
  const subs = await app.db.selectFrom('mission_vision_goals_sub').selectAll().orderBy('position').execute();
  for (const [index, sub] of subs.entries()) {
    const text = content.subGoals[sub.title as keyof typeof content.subGoals];
    if (!text || sub.image) continue;
    await withImages(app, { description: text }, { mvgImage: { banner: index + 4 } }, (input) =>
      subService.update(sub.id, input),
    );
  }
}

/** The migration made the contact details blank; the demo fills them, with a background picture. */
async function seedContactDetails(app: FastifyInstance) {
  const row = await app.db.selectFrom('contact_us_details').selectAll().orderBy('id').executeTakeFirst();
  if (!row || row.title) return;
  const { images, ...details } = content.contactDetails;
  await withImages(app, details, images, (input) => createResourceService(app, contactUsDetails).update(row.id, input));
}

import type { FastifyInstance } from 'fastify';
import { demoHeroSliders } from './demo-hero-sliders.ts';

/**
 * Fills an empty install with demo content (with images), so a newcomer sees filled screens and
 * a filled public site. Each seeder runs only while its own table is empty.
 */
export async function seedDemoContent(app: FastifyInstance): Promise<void> {
  await demoHeroSliders(app);
}

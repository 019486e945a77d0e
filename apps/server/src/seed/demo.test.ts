import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../testing/test-app.ts';
import { seedDemoContent } from './demo.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  auth = (await signedInAdmin(t)).headers;
  await seedDemoContent(t.app);
});
afterAll(() => t.close());

const count = async (key: string) =>
  (await t.app.inject({ url: `/api/${key}/count/`, headers: auth })).json().data.count as number;

describe('demo content', () => {
  it('fills every screen, with images that are served', async () => {
    for (const key of ['hero-sliders', 'faqs', 'industries', 'individuals', 'categories'])
      expect(await count(key)).toBeGreaterThan(3);
    const sliders = (await t.app.inject({ url: '/api/hero-sliders/?selectedPage=home&status=1' })).json().data;
    expect(sliders.length).toBeGreaterThan(0);
    const image = await t.app.inject({ url: sliders[0].heroSlider.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    const founder = (await t.app.inject({ url: '/api/individuals/?status=1&sort_by=position' }))
      .json()
      .data.find((i: { category_name: string }) => i.category_name === 'Founder');
    expect(founder.backgroundImage).toMatch(/^\/media\//);
    const main = (await t.app.inject({ url: '/api/faqs-main/?sort_by=-created_at&limit=1' })).json().data;
    expect(main[0].FaqImage).toMatch(/^\/media\//);
    const subs = (await t.app.inject({ url: '/api/mission-vision-goals-sub/' })).json().data;
    expect(subs.every((s: { mvgImage: string | null }) => s.mvgImage)).toBe(true);
    const [details] = (await t.app.inject({ url: '/api/contact-us-details/' })).json().data;
    expect(details).toMatchObject({ company: 'Atrium Knowledge Network', phone: '804-555-0147' });
    expect((await t.app.inject({ url: details.backgroundImage })).statusCode).toBe(200);
  });

  it('runs only on an empty install', async () => {
    const before = await count('hero-sliders');
    await seedDemoContent(t.app);
    expect(await count('hero-sliders')).toBe(before);
  });
});

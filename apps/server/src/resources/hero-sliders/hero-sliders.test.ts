import { HeroSliderMessages } from '@atrium/contract/hero-sliders';
import { Messages } from '@atrium/contract/messages';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { mp4Bytes, multipart, pngBytes, textPosingAsPng, type FilePart } from '../../testing/media-fixtures.ts';
import { createTestApp, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import { heroSliders } from './hero-sliders.resource.ts';

const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** A valid JSON create body: a URL video slider (JSON cannot carry an image file). */
function buildHeroSlider(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: '<p>Welcome to Atrium</p>',
    briefDescription: 'A brief description',
    selectedPage: 'home',
    heroSliderType: 1,
    heroSliderVideoType: 0,
    heroSliderVideoUrl: videoUrl,
    cta_status: 0,
    ...overrides,
  };
}

describeResourceContract({
  resource: heroSliders,
  build: (text) => buildHeroSlider({ title: `<p>${text}</p>` }),
  buildUpdate: (text) => ({ title: `<h2>${text}</h2>` }),
});

type Slider = {
  id: number;
  title: string;
  briefDescription: string;
  selectedPage: string;
  heroSlider: {
    type: number;
    image: string | null;
    video: { type: number | null; url: string | null; file: string | null };
  };
  cta_status: number;
  cta_url: string | null;
  imageCredit: string;
  status: number;
  position: number;
};

describe('hero-sliders: rules of their own', () => {
  let t: TestApp;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    headers = (await signedInAdmin(t)).headers;
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('hero_sliders').execute();
  });

  const call = (options: InjectOptions) => t.app.inject({ ...options, headers: { ...headers, ...options.headers } });
  const post = (payload: Record<string, unknown>) => call({ method: 'POST', url: '/api/hero-sliders/', payload });
  const patch = (id: number, payload: Record<string, unknown>) =>
    call({ method: 'PATCH', url: `/api/hero-sliders/${id}/`, payload });
  const rows = () => t.db.selectFrom('hero_sliders').selectAll().orderBy('id').execute();

  function saved(response: LightMyRequestResponse, status = 200): Slider {
    expect(response.statusCode, response.body).toBe(status);
    return response.json().data as Slider;
  }

  /** A 400 whose errors name `field` with exactly `message`. */
  function refused(response: LightMyRequestResponse, field: string, message: string, status = 400) {
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors?.[field], response.body).toBe(message);
  }

  /** A slider with an image, written straight to the table (JSON cannot upload one). */
  async function insertImageSlider(overrides: Record<string, unknown> = {}) {
    const now = new Date().toISOString();
    const row = await t.db
      .insertInto('hero_sliders')
      .values({
        title: '<p>Image slider</p>',
        brief_description: 'Brief',
        selected_page: 'home',
        slider_type: 0,
        image: '/media/images/existing.png',
        video_type: null,
        video_url: null,
        video_file: null,
        cta_status: 0,
        cta_url: null,
        status: 0,
        position: 0,
        search_text: 'image slider brief',
        created_at: now,
        updated_at: now,
        ...overrides,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  describe('validation (requirements 1 §5)', () => {
    it('requires page, title and brief description with "This field is required"', async () => {
      for (const field of ['title', 'briefDescription', 'selectedPage']) {
        const { [field]: _missing, ...body } = buildHeroSlider();
        refused(await post(body), field, Messages.required);
        refused(await post({ ...body, [field]: '' }), field, Messages.required);
      }
      refused(await post(buildHeroSlider({ title: '   ' })), 'title', Messages.required);
      refused(await post(buildHeroSlider({ briefDescription: ' \n ' })), 'briefDescription', Messages.required);
      expect(await rows()).toEqual([]);
    });

    it('treats a title that is only markup, or only a script, as missing', async () => {
      for (const title of ['<p></p>', '<p><br></p>', '<script>alert(1)</script>', '<p>&nbsp;</p>']) {
        refused(await post(buildHeroSlider({ title })), 'title', Messages.required);
      }
      expect(await rows()).toEqual([]);
    });

    it('refuses a page that is not one of home, initiatives, learn, about-us', async () => {
      for (const page of ['HOME', 'contact', 'home ', 0]) {
        const response = await post(buildHeroSlider({ selectedPage: page }));
        expect(response.statusCode, String(page)).toBe(400);
        expect(response.json().errors?.selectedPage).toBeTruthy();
      }
      for (const page of ['home', 'initiatives', 'learn', 'about-us']) {
        expect(saved(await post(buildHeroSlider({ selectedPage: page })), 201).selectedPage).toBe(page);
      }
    });

    it('an image slider needs an image', async () => {
      const body = buildHeroSlider({ heroSliderType: 0 });
      refused(await post(body), 'heroSliderImage', HeroSliderMessages.imageRequired);
      expect(await rows()).toEqual([]);
    });

    it('a URL video slider needs a URL', async () => {
      refused(
        await post(buildHeroSlider({ heroSliderVideoUrl: undefined })),
        'heroSliderVideoUrl',
        HeroSliderMessages.videoUrlRequired,
      );
      refused(
        await post(buildHeroSlider({ heroSliderVideoUrl: '' })),
        'heroSliderVideoUrl',
        HeroSliderMessages.videoUrlRequired,
      );
      expect(await rows()).toEqual([]);
    });

    it('a file video slider needs a file', async () => {
      refused(
        await post(buildHeroSlider({ heroSliderVideoType: 1, heroSliderVideoUrl: undefined })),
        'heroSliderVideoFile',
        HeroSliderMessages.videoFileRequired,
      );
      expect(await rows()).toEqual([]);
    });

    it('an active CTA needs a URL; an inactive one drops it', async () => {
      refused(await post(buildHeroSlider({ cta_status: 1 })), 'cta_url', HeroSliderMessages.ctaUrlRequired);
      refused(
        await post(buildHeroSlider({ cta_status: 1, cta_url: '' })),
        'cta_url',
        HeroSliderMessages.ctaUrlRequired,
      );
      expect(await rows()).toEqual([]);
      const withCta = saved(await post(buildHeroSlider({ cta_status: 1, cta_url: '/about-us' })), 201);
      expect(withCta).toMatchObject({ cta_status: 1, cta_url: '/about-us' });
      const external = saved(await post(buildHeroSlider({ cta_status: 1, cta_url: 'https://example.org/x' })), 201);
      expect(external.cta_url).toBe('https://example.org/x');
      const off = saved(await patch(withCta.id, { cta_status: 0 }));
      expect(off).toMatchObject({ cta_status: 0, cta_url: null });
      refused(await patch(withCta.id, { cta_status: 1 }), 'cta_url', HeroSliderMessages.ctaUrlRequired);
    });

    it('refuses URLs that are not http(s) or a site path', async () => {
      for (const url of [
        'javascript:alert(1)',
        'ftp://example.org',
        '//evil.example',
        '/\\evil.example/phish',
        'https:evil.example',
        'not a url',
        'data:text/html,x',
      ]) {
        expect((await post(buildHeroSlider({ cta_status: 1, cta_url: url }))).statusCode, url).toBe(400);
        expect((await post(buildHeroSlider({ heroSliderVideoUrl: url }))).statusCode, url).toBe(400);
      }
      expect(await rows()).toEqual([]);
    });

    it('on edit, the existing media satisfies the requirement', async () => {
      const video = saved(await post(buildHeroSlider()), 201);
      expect(saved(await patch(video.id, { title: '<p>New title</p>' })).heroSlider.video.url).toBe(videoUrl);
      expect(saved(await patch(video.id, { heroSliderType: 1, heroSliderVideoType: 0 })).heroSlider.video.url).toBe(
        videoUrl,
      );
      const imageId = await insertImageSlider();
      const image = saved(await patch(imageId, { heroSliderType: 0, title: '<p>Still an image</p>' }));
      expect(image.heroSlider).toEqual({
        type: 0,
        image: '/media/images/existing.png',
        video: { type: null, url: null, file: null },
      });
    });
  });

  describe('media switching (requirements 1 §4)', () => {
    it('switching to an image without one is refused and changes nothing', async () => {
      const video = saved(await post(buildHeroSlider()), 201);
      const before = await rows();
      refused(await patch(video.id, { heroSliderType: 0 }), 'heroSliderImage', HeroSliderMessages.imageRequired);
      refused(
        await patch(video.id, { heroSliderVideoType: 1 }),
        'heroSliderVideoFile',
        HeroSliderMessages.videoFileRequired,
      );
      expect(await rows()).toEqual(before);
    });

    it('a video URL replaces the image', async () => {
      const id = await insertImageSlider();
      const switched = saved(
        await patch(id, { heroSliderType: 1, heroSliderVideoType: 0, heroSliderVideoUrl: videoUrl }),
      );
      expect(switched.heroSlider).toEqual({ type: 1, image: null, video: { type: 0, url: videoUrl, file: null } });
    });

    it('typing a video URL alone sets the video type and clears the image', async () => {
      const id = await insertImageSlider();
      const switched = saved(await patch(id, { heroSliderVideoUrl: videoUrl }));
      expect(switched.heroSlider).toEqual({ type: 1, image: null, video: { type: 0, url: videoUrl, file: null } });
    });

    it('the two video sources clear each other', async () => {
      const id = await insertImageSlider({
        slider_type: 1,
        image: null,
        video_type: 1,
        video_file: '/media/videos/existing.mp4',
      });
      const toUrl = saved(await patch(id, { heroSliderVideoUrl: videoUrl }));
      expect(toUrl.heroSlider).toEqual({ type: 1, image: null, video: { type: 0, url: videoUrl, file: null } });
      const fileId = await insertImageSlider({
        slider_type: 1,
        image: null,
        video_type: 1,
        video_file: '/media/videos/existing.mp4',
      });
      const stillFile = saved(await patch(fileId, { title: '<p>Renamed</p>' }));
      expect(stillFile.heroSlider.video).toEqual({ type: 1, url: null, file: '/media/videos/existing.mp4' });
    });

    it('an image slider keeps no video data, whatever the body carries', async () => {
      const id = await insertImageSlider();
      const kept = saved(await patch(id, { heroSliderType: 0, heroSliderVideoType: 0, heroSliderVideoUrl: videoUrl }));
      expect(kept.heroSlider).toEqual({
        type: 0,
        image: '/media/images/existing.png',
        video: { type: null, url: null, file: null },
      });
    });
  });

  describe('public read', () => {
    it('shows a visitor the published sliders of one page, by position, whatever status it asks for', async () => {
      const homeA = saved(await post(buildHeroSlider({ title: '<p>Home A</p>', status: 1 })), 201);
      const homeB = saved(await post(buildHeroSlider({ title: '<p>Home B</p>', status: 1 })), 201);
      saved(await post(buildHeroSlider({ title: '<p>Home draft</p>', status: 0 })), 201);
      saved(await post(buildHeroSlider({ title: '<p>Learn</p>', selectedPage: 'learn', status: 1 })), 201);
      saved(
        await call({
          method: 'POST',
          url: '/api/hero-sliders/reorder/',
          payload: {
            items: [
              { id: homeA.id, position: 9 },
              { id: homeB.id, position: 3 },
            ],
          },
        }),
      );
      for (const status of ['1', '0']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/hero-sliders/?selectedPage=home&status=${status}&sort_by=position`,
        });
        expect(response.statusCode).toBe(200);
        const listed = response.json().data as Slider[];
        expect(listed.map((s) => s.title)).toEqual(['<p>Home B</p>', '<p>Home A</p>']);
        expect(listed.every((s) => s.status === 1)).toBe(true);
      }
      const count = await t.app.inject({ method: 'GET', url: '/api/hero-sliders/count/?selectedPage=home&status=0' });
      expect(count.json().data.count).toBe(2);
      const bad = await t.app.inject({ method: 'GET', url: '/api/hero-sliders/?selectedPage=contact' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    });

    it('lets the admin filter by page with any status', async () => {
      saved(await post(buildHeroSlider({ status: 0 })), 201);
      saved(await post(buildHeroSlider({ selectedPage: 'learn' })), 201);
      const response = await call({ method: 'GET', url: '/api/hero-sliders/?selectedPage=home' });
      expect((response.json().data as Slider[]).map((s) => s.selectedPage)).toEqual(['home']);
    });
  });

  describe('rich text', () => {
    it('sanitizes the title: scripts and event handlers are removed, formatting is kept', async () => {
      const created = saved(
        await post(
          buildHeroSlider({
            title:
              '<p>Hello <script>alert(1)</script><strong onclick="x()">World</strong><img src=x onerror=alert(1)></p>',
          }),
        ),
        201,
      );
      expect(created.title).not.toMatch(/script|onclick|onerror|alert/i);
      expect(created.title).toContain('<strong>World</strong>');
      const updated = saved(
        await patch(created.id, { title: '<h2>Safe</h2><iframe src="https://evil.example/"></iframe>' }),
      );
      expect(updated.title).not.toContain('evil');
      expect(updated.title).toMatch(/^<h2>Safe<\/h2>/);
    });

    it('searches the text of the title, not its markup', async () => {
      saved(await post(buildHeroSlider({ title: '<p><strong>Bold</strong> move</p>' })), 201);
      const search = (text: string) =>
        call({ method: 'GET', url: `/api/hero-sliders/?searchedText=${encodeURIComponent(text)}` }).then(
          (r) => (r.json().data as Slider[]).length,
        );
      expect(await search('bold move')).toBe(1);
      expect(await search('strong')).toBe(0);
      expect(await search('<p>')).toBe(1); // markup in the query is ignored too: an empty search lists all
    });
  });

  describe('uploads (multipart, as the admin form sends them)', () => {
    const png = async (): Promise<FilePart> => ({
      filename: 'slide.png',
      content: await pngBytes(),
      type: 'image/png',
    });
    const mp4: FilePart = { filename: 'clip.mp4', content: mp4Bytes(), type: 'video/mp4' };
    const form = {
      title: '<p>Uploaded</p>',
      briefDescription: 'With a picture',
      selectedPage: 'home',
      cta_status: '0',
      cta_url: '',
      status: '1',
      heroSliderType: '0',
    };
    const send = async (method: 'POST' | 'PATCH', url: string, fields: Record<string, string | FilePart>) => {
      const body = await multipart(fields);
      return call({ method, url, payload: body.payload, headers: body.headers });
    };

    it('creates an image slider from a real PNG, served under /media/', async () => {
      const created = saved(await send('POST', '/api/hero-sliders/', { ...form, heroSliderImage: await png() }), 201);
      expect(created).toMatchObject({ title: '<p>Uploaded</p>', status: 1, cta_status: 0, cta_url: null });
      expect(created.heroSlider.type).toBe(0);
      expect(created.heroSlider.image).toMatch(/^\/media\//);
      expect(created.heroSlider.video).toEqual({ type: null, url: null, file: null });
      const served = await t.app.inject({ method: 'GET', url: created.heroSlider.image! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
      // On edit the stored image satisfies the rule: a multipart edit without a file keeps it.
      const edited = saved(
        await send('PATCH', `/api/hero-sliders/${created.id}/`, { ...form, title: '<p>Renamed</p>' }),
      );
      expect(edited.heroSlider.image).toBe(created.heroSlider.image);
    });

    it('refuses a text file posing as a PNG with 415 and creates nothing', async () => {
      refused(
        await send('POST', '/api/hero-sliders/', { ...form, heroSliderImage: textPosingAsPng() }),
        'heroSliderImage',
        Messages.imageTypes,
        415,
      );
      expect(await rows()).toEqual([]);
    });

    it('refuses an image sent as the video file with 415', async () => {
      refused(
        await send('POST', '/api/hero-sliders/', {
          ...form,
          heroSliderType: '1',
          heroSliderVideoType: '1',
          heroSliderVideoFile: await png(),
        }),
        'heroSliderVideoFile',
        Messages.videoTypes,
        415,
      );
      expect(await rows()).toEqual([]);
    });

    it('switches media: an image replaces a video, a video file replaces the image, a URL replaces the file', async () => {
      const video = saved(await post(buildHeroSlider()), 201);
      const toImage = saved(await send('PATCH', `/api/hero-sliders/${video.id}/`, { heroSliderImage: await png() }));
      expect(toImage.heroSlider.type).toBe(0);
      expect(toImage.heroSlider.image).toMatch(/^\/media\//);
      expect(toImage.heroSlider.video).toEqual({ type: null, url: null, file: null });

      const toFile = saved(await send('PATCH', `/api/hero-sliders/${video.id}/`, { heroSliderVideoFile: mp4 }));
      expect(toFile.heroSlider.type).toBe(1);
      expect(toFile.heroSlider.image).toBeNull();
      expect(toFile.heroSlider.video.type).toBe(1);
      expect(toFile.heroSlider.video.file).toMatch(/^\/media\//);
      expect(toFile.heroSlider.video.url).toBeNull();

      const toUrl = saved(await send('PATCH', `/api/hero-sliders/${video.id}/`, { heroSliderVideoUrl: videoUrl }));
      expect(toUrl.heroSlider).toEqual({ type: 1, image: null, video: { type: 0, url: videoUrl, file: null } });
    });

    it('creates a file video slider as the form sends it', async () => {
      const created = saved(
        await send('POST', '/api/hero-sliders/', {
          ...form,
          heroSliderType: '1',
          heroSliderVideoType: '1',
          heroSliderVideoFile: mp4,
        }),
        201,
      );
      expect(created.heroSlider).toMatchObject({ type: 1, image: null, video: { type: 1, url: null } });
      expect(created.heroSlider.video.file).toMatch(/^\/media\//);
    });
  });

  it('creates with the status the form holds, and numbers as multipart-style strings', async () => {
    const created = saved(
      await post(buildHeroSlider({ status: '1', heroSliderType: '1', heroSliderVideoType: '0', cta_status: '0' })),
      201,
    );
    expect(created).toMatchObject({ status: 1, heroSlider: { type: 1, video: { type: 0 } }, cta_status: 0 });
  });

  it('keeps a photo credit, answers it, and clears it with an empty one (decision 074)', async () => {
    const created = saved(await post(buildHeroSlider({ imageCredit: 'Photo: Jane Doe / CC BY 4.0' })), 201);
    expect(created).toMatchObject({ imageCredit: 'Photo: Jane Doe / CC BY 4.0' });
    expect(saved(await post(buildHeroSlider()), 201)).toMatchObject({ imageCredit: '' });
    expect(saved(await patch(created.id, { imageCredit: '' }))).toMatchObject({ imageCredit: '' });
    refused(
      await post(buildHeroSlider({ imageCredit: 'x'.repeat(201) })),
      'imageCredit',
      'Must be at most 200 characters.',
    );
  });
});

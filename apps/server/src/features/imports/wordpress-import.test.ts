import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportJob } from '@atrium/contract/imports';
import { IMPORT_MAX_BYTES, ImportMessages, ImportReasons } from '@atrium/contract/imports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadResources } from '../../resources/index.ts';
import type { Db } from '../../db/database.ts';
import { multipart, pngBytes } from '../../testing/media-fixtures.ts';
import { listenOnLoopback, multipartHead, sendRaw } from '../../testing/raw-http.ts';
import { createTestApp, createTestDatabase, insertAdmin, signedInAdmin, type TestApp } from '../../testing/test-app.ts';
import {
  FIXTURE_SITE,
  fixtureExport,
  startWordPressSite,
  WORDPRESS_FIXTURES,
  type WordPressSite,
} from '../../testing/wordpress-site.ts';
import { createWordPressImporter, type ImportRedirect } from './wordpress-import.service.ts';

/**
 * Issue 38 (decision 079): the WordPress import through the API, with the export WordPress 6.1
 * wrote of its fixture site (apps/server/fixtures/wordpress) and a local stand-in for that site
 * serving its uploads.
 */

type Headers = Record<string, string>;

async function startImport(t: TestApp, headers: Headers, file: Buffer, fields: Record<string, string> = {}) {
  const body = await multipart({ ...fields, file: { filename: 'export.xml', content: file, type: 'text/xml' } });
  return t.app.inject({
    method: 'POST',
    url: '/api/imports/wordpress/',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function readJob(t: TestApp, headers: Headers, id: number): Promise<ImportJob> {
  const response = await t.app.inject({ method: 'GET', url: `/api/imports/${id}/`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ImportJob }>().data;
}

/** The job once the worker is done with it. */
async function finished(t: TestApp, headers: Headers, id: number): Promise<ImportJob> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await readJob(t, headers, id);
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${job.status} (${job.phase})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function imported(t: TestApp, headers: Headers, file: Buffer, fields: Record<string, string> = {}) {
  const response = await startImport(t, headers, file, fields);
  expect(response.statusCode, response.body).toBe(202);
  return finished(t, headers, response.json<{ data: { id: number } }>().data.id);
}

/** How many rows each table the import writes to holds: nothing imported leaves them as they were. */
const COUNTED = ['learn_blogs', 'learn_articles', 'learn_videos', 'learn_podcasts', 'media', 'categories'] as const;

async function tableCounts(db: Db): Promise<Record<(typeof COUNTED)[number], number>> {
  const counts = {} as Record<(typeof COUNTED)[number], number>;
  for (const table of COUNTED) {
    const row = await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

const byTitle = async (
  db: Db,
  table: 'learn_blogs' | 'learn_articles' | 'learn_videos' | 'learn_podcasts',
  title: string,
) => db.selectFrom(table).selectAll().where('title', '=', title).executeTakeFirst();

let site: WordPressSite;
beforeAll(async () => {
  site = await startWordPressSite();
});
afterAll(async () => {
  await site.close();
});

describe('who may import (issue 38 item 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(() => ({ imports: { allowPrivateHosts: true } }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a token and 403 to an editor', async () => {
    const file = fixtureExport(site.origin);
    expect((await startImport(t, {}, file)).statusCode).toBe(401);
    const editor = await signedInAdmin(t, 'editor');
    expect((await startImport(t, editor.headers, file)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/imports/', headers: editor.headers })).statusCode).toBe(403);
  });

  it('refuses before reading the body: no token, an editor, and a body larger than its files may be', async () => {
    const server = await createTestApp();
    try {
      const port = await listenOnLoopback(server.app);
      const editor = await signedInAdmin(server, 'editor');
      const admin = await signedInAdmin(server);
      // The export (200 MB), the uploads zip and the picture (their upload limits), and the form's fields.
      const { maxImageBytes, maxVideoBytes } = server.config.uploads;
      const over = IMPORT_MAX_BYTES + maxVideoBytes + maxImageBytes + 2 * 1024 * 1024 + 1;
      for (const [headers, status, contentLength] of [
        [{}, 401, 250 * 1024 * 1024],
        [editor.headers, 403, 250 * 1024 * 1024],
        [admin.headers, 413, over],
      ] as const) {
        const { head, partStart } = multipartHead('/api/imports/wordpress/', { field: 'file', contentLength, headers });
        // Only the start of the 250 MB the head announces is sent: each answer comes without the rest.
        const { response, socket } = await sendRaw(
          port,
          head,
          Buffer.concat([partStart, Buffer.alloc(64 * 1024, 0x61)]),
        );
        socket.destroy();
        expect(response.status).toBe(status);
      }
    } finally {
      await server.close();
    }
  });

  it('takes a picture for posts without one with the export, and says so on the job', async () => {
    const admin = await signedInAdmin(t);
    const body = await multipart({
      dryRun: 'true',
      picture: { filename: 'gate.png', content: await pngBytes(320, 180), type: 'image/png' },
      picture_alt: 'The gate',
      file: { filename: 'export.xml', content: fixtureExport(site.origin), type: 'text/xml' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/imports/wordpress/',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(202);
    const job = await finished(t, admin.headers, response.json<{ data: { id: number } }>().data.id);
    expect(job.mapping.picture).toBe(true);
    // With a picture for them, no post is refused for lack of one.
    expect(job.counts.blog.failed + job.counts.article.failed).toBe(0);
    expect(job.withoutPicture).toBeGreaterThan(0);
  });

  it('asks for the file', async () => {
    const admin = await signedInAdmin(t);
    const body = await multipart({ dryRun: 'true' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/imports/wordpress/',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { file: ImportMessages.fileRequired } });
  });
});

describe('importing the fixture site (issue 38 items 1 to 4)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let dry: ImportJob;
  let job: ImportJob;
  let before: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp(() => ({ imports: { allowPrivateHosts: true } }));
    admin = await signedInAdmin(t);
    before = await tableCounts(t.db);
    dry = await imported(t, admin.headers, fixtureExport(site.origin), { dryRun: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a dry run reads and reports, and imports nothing', async () => {
    expect(dry).toMatchObject({ status: 'done', dryRun: true, error: null });
    expect(dry.site).toEqual({ title: 'Harbour Community Garden', url: site.origin });
    expect(dry.counts.blog.created).toBeGreaterThan(0);
    expect(dry.counts.video.created).toBe(1);
    expect(dry.counts.podcast.created).toBe(1);
    expect(dry.detected).toEqual({ video: 1, podcast: 1 });
    expect(dry.categories.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['news', 'community', 'guides', 'events']),
    );
    expect(dry.report).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'page',
          title: 'About us',
          outcome: 'not-imported',
          reason: ImportReasons.page,
        }),
        expect.objectContaining({
          title: 'Car park closed on Sunday',
          outcome: 'not-imported',
          reason: ImportReasons.trash,
        }),
        expect.objectContaining({ kind: 'media', title: 'Old logo', reason: ImportReasons.unusedAttachment }),
        expect.objectContaining({ kind: 'comment', outcome: 'not-imported' }),
        expect.objectContaining({ kind: 'menu', reason: ImportReasons.menus(7) }),
      ]),
    );
    // Posts without a picture of their own would fail without one given.
    expect(dry.withoutPicture).toBeGreaterThan(0);
    expect(await tableCounts(t.db)).toEqual(before);
    expect(site.requests).toEqual([]);
  });

  it('runs the dry run for real with the chosen mapping and a picture for posts without one', async () => {
    const picture = await multipart({
      articleCategories: 'guides',
      picture: { filename: 'fallback.png', content: await pngBytes(640, 360), type: 'image/png' },
      picture_alt: 'The garden’s gate',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${dry.id}/run/`,
      headers: { ...admin.headers, ...picture.headers },
      payload: picture.payload,
    });
    expect(response.statusCode, response.body).toBe(202);
    job = await finished(t, admin.headers, response.json<{ data: { id: number } }>().data.id);
    expect(job).toMatchObject({ status: 'done', dryRun: false, fromDryRun: dry.id, error: null });
    expect(job.progress.done).toBe(job.progress.total);
    expect(job.counts.blog.failed + job.counts.article.failed).toBe(0);
    // Run once: its export is the import's now.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${dry.id}/run/`,
      headers: admin.headers,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it('makes a post a blog with its title, slug, date, author, excerpt, categories and featured image', async () => {
    const row = await byTitle(t.db, 'learn_blogs', 'Spring clean-up at the harbour');
    expect(row).toMatchObject({
      status: 1,
      slug: 'spring-clean-up-at-the-harbour',
      content_date: '2024-03-12',
      author_name: 'Margaret Okafor',
      subtitle:
        'Forty-two volunteers, sixty-three bags of litter and two shopping trolleys: how the spring clean-up went.',
    });
    expect(row!.image).toMatch(/^\/media\/images\/[0-9a-f]{32}\.jpg$/);
    // Its body: no block comments, its picture (the -1024x576 variant) this site's, links kept.
    expect(row!.description).not.toMatch(/wp:|wordpress\.test|127\.0\.0\.1/);
    expect(row!.description).toMatch(
      /<img src="\/media\/images\/[0-9a-f]{32}\.jpg" alt="Fishing boats moored in the harbour at dawn"/,
    );
    expect(row!.description).toContain(
      '<figcaption>The harbour at seven, before the first volunteers arrived.</figcaption>',
    );
    expect(row!.description).toContain('<a href="https://example.org/port-authority">port authority</a>');
    const categories = await t.db
      .selectFrom('learn_item_categories as l')
      .innerJoin('categories as c', 'c.id', 'l.category_id')
      .select('c.name')
      .where('l.content_type', '=', 'blog')
      .where('l.item_id', '=', row!.id)
      .execute();
    expect(categories.map((c) => c.name).sort()).toEqual(['Community', 'News']);
    const picture = await t.db
      .selectFrom('media')
      .selectAll()
      .where('path', '=', row!.image!)
      .executeTakeFirstOrThrow();
    expect(picture).toMatchObject({
      alt: 'Fishing boats moored in the harbour at dawn',
      original_name: 'Harbour at dawn.jpg',
    });
  });

  it('brings classic content over: paragraphs, a [caption], a link into the old site made a path', async () => {
    const year = await byTitle(t.db, 'learn_blogs', 'A year in the community garden');
    expect(year!.author_name).toBe('Tomás Herrera');
    expect(year!.description).toContain('<p>A year ago the old boatyard was gravel and nettles.');
    expect(year!.description).toMatch(/<img src="\/media\/images\/[0-9a-f]{32}\.jpg"/);
    expect(year!.description).toMatch(/<a href="\/2024\/03\/spring-clean-up-at-the-harbour\/">spring clean-up<\/a>/);
    const repair = await byTitle(t.db, 'learn_blogs', 'Our first repair café');
    expect(repair!.description).toMatch(
      /<figure><img src="\/media\/images\/[0-9a-f]{32}\.jpg"[^>]*\/><figcaption>Fixing a 1970s lamp at the repair café<\/figcaption><\/figure>/,
    );
  });

  it('brings a gallery, a scaled picture and an embed inside an article over', async () => {
    const gallery = await byTitle(t.db, 'learn_blogs', 'Photos from the open day');
    expect(gallery!.description.match(/<img src="\/media\/images\//g)).toHaveLength(3);
    const festival = await byTitle(t.db, 'learn_blogs', 'Summer festival on the quay');
    expect(festival!.description).toMatch(/<img src="\/media\/images\/[0-9a-f]{32}\.jpg"/);
    expect(festival!.description).toContain('<iframe src="https://www.youtube-nocookie.com/embed/jNQXAC9IVRw"');
  });

  it('sends the chosen category’s posts to articles, with the picture given for posts without one', async () => {
    const native = await byTitle(t.db, 'learn_articles', 'Why we plant native species');
    expect(native).toBeDefined();
    expect(native!.description).toContain('<iframe src="https://player.vimeo.com/video/76979871"');
    const picture = await t.db
      .selectFrom('media')
      .selectAll()
      .where('path', '=', native!.image!)
      .executeTakeFirstOrThrow();
    expect(picture.alt).toBe('The garden’s gate');
  });

  it('makes the post built around a YouTube embed a video, and the one around an MP3 a podcast', async () => {
    const video = await byTitle(t.db, 'learn_videos', 'Watch: building a raised bed in ten minutes');
    expect(video).toMatchObject({ video_type: 0, video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(video!.description).not.toContain('iframe');
    const podcast = await byTitle(t.db, 'learn_podcasts', 'Episode 12: Water in the city');
    expect(podcast!.audio_file).toMatch(/^\/media\/audio\/[0-9a-f]{32}\.mp3$/);
    expect(podcast!.poster).toMatch(/^\/media\/images\//);
    expect(podcast!.description).not.toMatch(/<audio|\.mp3/);
  });

  it('maps the status: drafts, pending, private and protected unpublished; future scheduled', async () => {
    const status = async (title: string) =>
      (await byTitle(t.db, 'learn_blogs', title)) ?? (await byTitle(t.db, 'learn_articles', title));
    expect((await status('Autumn programme'))!.status).toBe(0);
    expect((await status('Volunteer handbook: first aid'))!.status).toBe(0);
    expect((await status('Board meeting notes, July'))!.status).toBe(0);
    expect(
      (await status('Members\u2019 newsletter, summer')) ?? (await status("Members' newsletter, summer")),
    ).toMatchObject({
      status: 0,
    });
    expect(await status('Ten years of the garden: save the date')).toMatchObject({
      status: 1,
      publish_at: '2030-05-01T08:00:00.000Z',
      content_date: '2030-05-01',
    });
    expect(await status('Car park closed on Sunday')).toBeUndefined();
  });

  it('answers the old links 301 to the new addresses: the permalink and /?p=<id> (issue 38 item 5)', async () => {
    // The redirects are answered by the server's front door, which inject does not pass through.
    const base = `http://127.0.0.1:${await listenOnLoopback(t.app)}`;
    for (const [from, to] of [
      ['/2024/03/spring-clean-up-at-the-harbour/', '/blogs/spring-clean-up-at-the-harbour'],
      ['/?p=17', '/blogs/spring-clean-up-at-the-harbour'],
      ['/?p=30', '/videos/watch-building-a-raised-bed-in-ten-minutes'],
    ]) {
      const answer = await fetch(`${base}${from}`, { redirect: 'manual' });
      expect(answer.status, from).toBe(301);
      expect(new URL(answer.headers.get('location')!, base).pathname, from).toBe(to);
    }
  });

  it('reports what was not imported, with the reason', () => {
    const reasons = job.report.map((line) => line.reason);
    expect(reasons).toEqual(expect.arrayContaining([ImportReasons.page, ImportReasons.trash, ImportReasons.menus(7)]));
    expect(job.report.find((line) => line.title === 'Old logo')).toMatchObject({ outcome: 'not-imported' });
    expect(site.requests.some((p) => p.includes('old-logo'))).toBe(false);
  });

  it('a second import of the same export creates nothing and reports the items as skipped', async () => {
    const counts = await tableCounts(t.db);
    const second = await imported(t, admin.headers, fixtureExport(site.origin));
    expect(second.status).toBe('done');
    for (const kind of ['blog', 'article', 'video', 'podcast', 'media'] as const) {
      expect(second.counts[kind].created, kind).toBe(0);
    }
    // Every post is skipped, whatever the mapping made of it the first time (keyed by WordPress's id and GUID).
    const posts = (j: ImportJob, key: 'created' | 'skipped') =>
      (['blog', 'article', 'video', 'podcast'] as const).reduce((sum, kind) => sum + j.counts[kind][key], 0);
    expect(posts(second, 'skipped')).toBe(posts(job, 'created') + posts(job, 'skipped'));
    expect(second.report.filter((line) => line.reason === ImportReasons.alreadyImported).length).toBe(
      posts(job, 'created'),
    );
    expect(await tableCounts(t.db)).toEqual(counts);
  });
});

describe('hostile exports (issue 38 item 6)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    t = await createTestApp(() => ({ imports: { allowPrivateHosts: true } }));
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function refused(file: Buffer, message: RegExp | string) {
    const before = await tableCounts(t.db);
    const job = await imported(t, admin.headers, file);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(message);
    expect(job.counts.blog.created).toBe(0);
    expect(await tableCounts(t.db)).toEqual(before);
    const staged = await t.db
      .selectFrom('import_items')
      .select(t.db.fn.countAll().as('n'))
      .where('job_id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(Number(staged.n)).toBe(0);
  }

  it('fails a truncated export with the parser’s message, importing nothing', async () => {
    // Cut inside a post's body, after whole pages, attachments and posts.
    await refused(fixtureExport(site.origin, 'hostile/truncated.xml'), /^\d+:\d+: /);
  });

  it('refuses the billion laughs and external entities, expanding nothing', async () => {
    await refused(fixtureExport(site.origin, 'hostile/billion-laughs.xml'), ImportMessages.doctype);
    await refused(fixtureExport(site.origin, 'hostile/xxe.xml'), ImportMessages.doctype);
  });

  it('never downloads from another host than the export’s own', async () => {
    const other = await startWordPressSite();
    try {
      // The featured picture of one post, and that picture's address in its body, on another host.
      const text = fixtureExport(site.origin)
        .toString('utf8')
        .replaceAll(
          `${site.origin}/wp-content/uploads/2024/03/harbour-at-dawn`,
          `${other.origin}/wp-content/uploads/2024/03/harbour-at-dawn`,
        );
      const job = await imported(t, admin.headers, Buffer.from(text));
      expect(job.status).toBe('done');
      expect(other.requests).toEqual([]);
      expect(job.report).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'media', title: 'Harbour at dawn', outcome: 'failed' }),
        ]),
      );
    } finally {
      await other.close();
    }
  });

  it('leaves the metadata address of the fixtures’ foreign-host export alone', async () => {
    const job = await imported(t, admin.headers, fixtureExport(site.origin, 'hostile/foreign-host.xml'));
    expect(job.status).toBe('done');
    expect(job.report.find((line) => line.title === 'Garden plan')).toMatchObject({ outcome: 'not-imported' });
    for (const table of ['learn_blogs', 'learn_articles', 'learn_videos', 'learn_podcasts'] as const) {
      const rows = await t.db.selectFrom(table).select('description').execute();
      expect(rows.filter((row) => row.description.includes('169.254'))).toEqual([]);
    }
  });
});

describe('a site on a private address (decision 079)', () => {
  it('is not downloaded from unless IMPORT_PRIVATE_HOSTS allows it', async () => {
    const t = await createTestApp();
    try {
      const admin = await signedInAdmin(t);
      const seen = site.requests.length;
      const job = await imported(t, admin.headers, fixtureExport(site.origin));
      expect(job.status).toBe('done');
      expect(site.requests.length).toBe(seen);
      expect(job.report.find((line) => line.title === 'Harbour at dawn')).toMatchObject({
        outcome: 'failed',
        reason: expect.stringMatching(/private address/),
      });
    } finally {
      await t.close();
    }
  });
});

describe('an import stopped by a restart (issue 38 item 4)', () => {
  it('resumes where it stopped and makes nothing twice', async () => {
    const { db, config, close } = await createTestDatabase(
      (c) => ({ imports: { ...c.imports, allowPrivateHosts: true } }),
      { migrated: true },
    );
    let now = Date.now();
    const clock = { now: () => new Date(now) };
    try {
      const first = await buildApp({ config, db, clock });
      await first.ready();
      // The worker stays still: this test runs the job's first batch itself, then "dies".
      await first.imports.worker.stop();
      const { user } = await insertAdmin(db);
      const token = await first.tokens.sign({ userId: user.id, tokenVersion: 0 });
      const headers = { authorization: `Bearer ${token}` };
      const body = await multipart({
        file: { filename: 'export.xml', content: fixtureExport(site.origin), type: 'text/xml' },
      });
      const started = await first.inject({
        method: 'POST',
        url: '/api/imports/wordpress/',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(started.statusCode, started.body).toBe(202);
      const id = started.json<{ data: { id: number } }>().data.id;
      expect(await first.imports.worker.runOne(id, 1)).toBe(true);
      const cut = await first.imports.importer.view(id);
      expect(cut).toMatchObject({ status: 'running', phase: 'importing' });
      expect(cut.progress.done).toBeGreaterThan(0);
      expect(cut.progress.done).toBeLessThan(cut.progress.total);
      // Killed: the lease is still held; the next process takes the job once it has passed.
      await first.close();

      now += 2 * 60_000;
      const second = await buildApp({ config, db, clock });
      await second.ready();
      try {
        const deadline = Date.now() + 60_000;
        let job = await second.imports.importer.view(id);
        while (job.status !== 'done' && job.status !== 'failed' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          job = await second.imports.importer.view(id);
        }
        expect(job).toMatchObject({ status: 'done', error: null });
        expect(job.progress.done).toBe(job.progress.total);
        const keys = await db
          .selectFrom('import_keys')
          .select(['target_type', 'target_id'])
          .where('wp_type', '=', 'post')
          .execute();
        const created =
          job.counts.blog.created + job.counts.article.created + job.counts.video.created + job.counts.podcast.created;
        expect(keys).toHaveLength(created);
        const rows = await tableCounts(db);
        expect(rows.learn_blogs + rows.learn_articles + rows.learn_videos + rows.learn_podcasts).toBe(created);
      } finally {
        await second.close();
      }
    } finally {
      await close();
    }
  });
});

describe('old addresses (issue 38 item 5)', () => {
  it('hands each imported item’s permalink and /?p=<id> to the redirects, 301 to its new address', async () => {
    const t = await createTestApp(() => ({ imports: { allowPrivateHosts: true } }));
    try {
      const redirects: ImportRedirect[] = [];
      const importer = createWordPressImporter({
        db: t.db,
        config: t.config,
        clock: t.app.clock,
        log: t.app.log,
        media: t.app.media,
        definitions: new Map((await loadResources()).map((definition) => [definition.key, definition])),
        tempDir: t.app.tempDir,
        addRedirects: async (list) => void redirects.push(...list),
      });
      const temp = path.join(t.app.tempDir, 'redirects-export.xml');
      writeFileSync(temp, fixtureExport(site.origin));
      const job = await importer.start({
        file: { kind: 'upload', field: 'file', filename: 'export.xml', mimetype: 'text/xml', tempPath: temp, size: 0 },
        mapping: {},
        dryRun: false,
        by: null,
      });
      await importer.runJob(job, { shouldStop: () => false, renew: async () => {} });
      const done = await importer.view(job.id);
      expect(done.status).toBe('done');
      expect(redirects).toEqual(
        expect.arrayContaining([
          {
            from: '/2024/03/spring-clean-up-at-the-harbour/',
            to: '/blogs/spring-clean-up-at-the-harbour',
            status: 301,
          },
          { from: '/?p=17', to: '/blogs/spring-clean-up-at-the-harbour', status: 301 },
          { from: '/?p=30', to: '/videos/watch-building-a-raised-bed-in-ten-minutes', status: 301 },
        ]),
      );
      // Every item imported has its /?p= address, and nothing else does.
      const imported = done.counts.blog.created + done.counts.video.created + done.counts.podcast.created;
      expect(redirects.filter((r) => r.from.startsWith('/?p=')).length).toBe(imported);
    } finally {
      await t.close();
    }
  });
});

it('the fixtures are WordPress’s own export of http://wordpress.test', () => {
  const text = readFileSync(path.join(WORDPRESS_FIXTURES, 'export.xml'), 'utf8');
  expect(text).toContain(`<wp:base_site_url>${FIXTURE_SITE}</wp:base_site_url>`);
  expect(text).toMatch(/<generator>https:\/\/wordpress\.org\/\?v=6\.1/);
});

import { existsSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LearnMessages } from '@atrium/contract/learn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnApi, pngPart, saved } from '../../testing/learn-fixtures.ts';
import { jpegWithGpsBytes } from '../../testing/media-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { createPosterFetcher } from './poster-fetch.ts';

/**
 * Video posters fetched when an item is saved (decision 041), against a local stand-in for
 * YouTube's thumbnails and Vimeo's oEmbed (no internet here). Video ids are 11 characters.
 */
const ID = {
  ok: 'okvideo0001', // maxresdefault 404, hqdefault an image: the fallback
  other: 'okvideo0002',
  missing: 'missing0001', // 404 for both
  slow: 'slowvideo01', // never answers
  html: 'htmlvideo01', // 200 text/html
  huge: 'hugevideo01', // Content-Length over the cap
  stream: 'streamvid01', // no Content-Length, more bytes than the cap
  redirect: 'redirect001', // 302 to the ok image
  away: 'awayvideo01', // 302 to a host not configured
  down: 'downvideo01', // 503: the host is failing
  locked: 'lockedvid01', // the stand-in writes the item's row before answering
};
const youtube = (id: string) => `https://www.youtube.com/watch?v=${id}`;

let image: Buffer;
let stub: Server;
let origin = '';
/** Runs while the stand-in holds a request for ID.locked, before it answers. */
let onLocked: () => Promise<void> = async () => {};
const pending = new Set<ServerResponse>();

beforeAll(async () => {
  image = await jpegWithGpsBytes(64, 36);
  stub = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const [, , id, file] = url.pathname.split('/');
    const sendImage = () => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(image);
    if (url.pathname === '/oembed') {
      const vimeo = url.searchParams.get('url');
      if (vimeo !== 'https://vimeo.com/76979871') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ thumbnail_url: `${origin}/vimeo/76979871.jpg` }));
    }
    if (url.pathname === '/vimeo/76979871.jpg') return sendImage();
    if (!url.pathname.startsWith('/vi/')) return void res.writeHead(404).end();
    switch (id) {
      case ID.ok:
      case ID.other:
        return file === 'hqdefault.jpg' ? sendImage() : void res.writeHead(404).end();
      case ID.slow:
        pending.add(res);
        return;
      case ID.down:
        return void res.writeHead(503).end();
      case ID.html:
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Not here</p>');
      case ID.huge:
        return void res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 10_000_000 }).end();
      case ID.stream:
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        for (let i = 0; i < 8; i++) res.write(Buffer.alloc(64 * 1024));
        return void res.end();
      case ID.redirect:
        return void res.writeHead(302, { location: `/vi/${ID.ok}/hqdefault.jpg` }).end();
      case ID.away:
        return void res.writeHead(302, { location: `http://localhost:1/vi/${ID.ok}/hqdefault.jpg` }).end();
      case ID.locked:
        return void onLocked().then(sendImage, (error: Error) => res.writeHead(500).end(error.message));
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of pending) res.destroy();
  await new Promise((resolve) => stub.close(resolve));
});

// One revision kept per item: a replaced poster has no older revision to keep it (decision 033).
const ctx = useSignedInApp(() => ({
  revisionsKeep: 1,
  posters: { youtube: `${origin}/vi`, vimeoOembed: `${origin}/oembed`, vimeoImages: [origin] },
}));
const api = learnApi(ctx);

function onDisk(mediaPath: unknown): boolean {
  const { storage } = ctx.t.config;
  if (storage.driver !== 'local' || typeof mediaPath !== 'string') return false;
  return existsSync(path.join(storage.dir, mediaPath.replace(/^\/media\//, '')));
}

describe('the poster fetcher', () => {
  /** What the fetcher logged, by level. */
  const logged: Array<{ level: 'info' | 'warn'; fields: { videoUrl?: string; reason?: string }; message: string }> = [];
  const log = {
    info: (fields: object, message: string) => logged.push({ level: 'info', fields, message }),
    warn: (fields: object, message: string) => logged.push({ level: 'warn', fields, message }),
  } as unknown as Parameters<typeof createPosterFetcher>[0]['log'];
  const fetcher = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
    createPosterFetcher({
      media: ctx.t.app.media,
      log,
      tempDir: path.join(ctx.t.config.dataDir, 'tmp'),
      sources: { youtube: `${origin}/vi`, vimeoOembed: `${origin}/oembed`, vimeoImages: [origin] },
      timeoutMs: 400,
      maxBytes: 256 * 1024,
      ...options,
    });

  it('stores a YouTube thumbnail (hqdefault when maxresdefault is missing), re-encoded, following a redirect', async () => {
    const fetch = fetcher();
    const stored = (await fetch(youtube(ID.ok))).poster!;
    expect(stored).toMatch(/^\/media\/images\/[0-9a-f]{32}\.jpg$/);
    expect(onDisk(stored)).toBe(true);
    expect((await fetch(youtube(ID.redirect))).poster).toMatch(/^\/media\/images\//);
    expect((await fetch('https://vimeo.com/76979871')).poster).toMatch(/^\/media\/images\//);
  });

  it('tells a thumbnail the host has not (404) from a fetch that failed: a timeout, an error, no image, too large, a foreign redirect', async () => {
    const fetch = fetcher();
    const started = Date.now();
    expect(await fetch(youtube(ID.missing))).toEqual({ poster: null, outcome: 'missing' });
    expect(await fetch('https://vimeo.com/1')).toEqual({ poster: null, outcome: 'missing' });
    expect(await fetch('https://example.org/video.mp4')).toEqual({ poster: null, outcome: 'missing' });
    for (const id of [ID.slow, ID.down, ID.html, ID.huge, ID.stream, ID.away]) {
      expect(await fetch(youtube(id)), id).toEqual({ poster: null, outcome: 'failed' });
    }
    // The timeout covers the whole fetch: the slow host cost about 400 ms, not more.
    expect(Date.now() - started).toBeLessThan(3_000);
    // A failure is a warning that names the link and why; a thumbnail the host has not, information.
    const failed = logged.find((entry) => entry.fields.videoUrl === youtube(ID.down))!;
    expect(failed).toMatchObject({ level: 'warn', message: 'poster fetch failed', fields: { reason: 'status 503' } });
    expect(logged.find((entry) => entry.fields.videoUrl === youtube(ID.missing))?.level).toBe('info');
  });
});

describe('videos and podcasts get their poster when saved', () => {
  it('a YouTube link: fetched and stored; no link change, no new fetch; a new link, a new poster', async () => {
    const response = await api.create('video', { status: 1, VideoUrl: youtube(ID.ok) });
    expect(response.json().message).toBe('Video created.');
    const item = saved(response, 201);
    expect(item.poster).toMatch(/^\/media\/images\//);
    const again = saved(await api.patch('video', item.id, { title: 'Renamed' }));
    expect(again.poster).toBe(item.poster);
    const moved = saved(await api.patch('video', item.id, { VideoUrl: youtube(ID.other) }));
    expect(moved.poster).toMatch(/^\/media\/images\//);
    expect(moved.poster).not.toBe(item.poster);
    expect(onDisk(item.poster)).toBe(false);
    // The public card carries it.
    const feed = await api.read<Array<{ data: { id: number; poster: string | null } }>>(
      '/api/learn-content/?mediaType=video',
    );
    expect(feed.data.find((card) => card.data.id === item.id)?.data.poster).toBe(moved.poster);
  });

  it('no poster found: the item saves anyway and the answer says so', async () => {
    const response = await api.create('podcast', { podCastVideoUrl: youtube(ID.missing) });
    expect(response.json().message).toBe(`Podcast created. ${LearnMessages.posterNotFound}`);
    expect(response.json().notes).toEqual([LearnMessages.posterNotFound]);
    const item = saved(response, 201);
    expect(item.poster).toBeNull();
    const vimeo = await api.patch('podcast', item.id, { podCastVideoUrl: 'https://vimeo.com/76979871' });
    expect(vimeo.json().message).toBe('Podcast updated.');
    expect(vimeo.json().notes).toBeUndefined();
    expect(saved(vimeo).poster).toMatch(/^\/media\/images\//);
  });

  it('a failed fetch: the item saves, and the answer tells the editor so in the spec’s words (decision 086)', async () => {
    const response = await api.create('video', { status: 1, VideoUrl: youtube(ID.down) });
    expect(response.json().message).toBe(`Video created. ${LearnMessages.posterFetchFailed}`);
    expect(response.json().notes).toEqual([LearnMessages.posterFetchFailed]);
    expect(saved(response, 201).poster).toBeNull();
  });

  it('an uploaded poster is the editor’s: kept when the link changes; cleared, the link’s is fetched', async () => {
    const item = saved(await api.create('video', { VideoUrl: youtube(ID.missing), poster: pngPart() }), 201);
    expect(item.poster).toMatch(/^\/media\/images\//);
    const moved = saved(await api.patch('video', item.id, { VideoUrl: youtube(ID.ok) }));
    expect(moved.poster).toBe(item.poster);
    const cleared = saved(await api.patch('video', item.id, { poster: '' }));
    expect(cleared.poster).toMatch(/^\/media\/images\//);
    expect(cleared.poster).not.toBe(item.poster);
  });

  it('never fetches while a transaction is open: the item’s row can be written meanwhile', async () => {
    const item = saved(await api.create('video', { VideoUrl: youtube(ID.missing) }), 201);
    onLocked = async () => {
      await ctx.t.db
        .updateTable('learn_videos')
        .set({ subtitle: 'written during the fetch' })
        .where('id', '=', item.id)
        .execute();
    };
    const updated = saved(await api.patch('video', item.id, { VideoUrl: youtube(ID.locked) }));
    expect(updated.poster).toMatch(/^\/media\/images\//);
  });
});

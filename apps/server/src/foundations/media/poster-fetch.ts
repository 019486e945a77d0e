import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vimeoId, youtubeId } from '@atrium/contract/video';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_POSTER_SOURCES, type PosterSources } from '../../env.ts';
import type { MediaService } from './media.types.ts';
import type { UploadedFile } from './uploaded-file.ts';

/** The whole fetch of one poster (every request and redirect) gives up after this long. */
const POSTER_TIMEOUT_MS = 5_000;
/** A poster larger than this is not read (a thumbnail is 20–300 kB). */
const POSTER_MAX_BYTES = 5 * 1024 * 1024;
/** An oEmbed answer larger than this is not read. */
const OEMBED_MAX_BYTES = 64 * 1024;
const MAX_REDIRECTS = 3;

/**
 * A video link's poster, stored as an upload would be: its media path; or none, because the host
 * has no thumbnail for it (`missing`: it answered 404) or because the fetch failed (the host out of
 * reach, too slow, an error, a body that is no image: decision 086 tells the editor which).
 */
type PosterFetch = { poster: string } | { poster: null; outcome: 'missing' | 'failed' };
export type FetchPoster = (videoUrl: string) => Promise<PosterFetch>;

/** The host answered that it has no such thumbnail (not a failure to reach it). */
class NoThumbnail extends Error {}

/**
 * Fetches a YouTube or Vimeo link's thumbnail from the configured hosts only (each redirect
 * too), within a timeout and a size cap, and stores it through the media service (judged by its
 * bytes and re-encoded like any uploaded image). Never throws: a missing thumbnail is logged as
 * information, a failed fetch as a warning with its reason. Callers must not hold a database
 * transaction open while it runs.
 */
export function createPosterFetcher(deps: {
  media: MediaService;
  log: FastifyBaseLogger;
  /** Where fetched bytes wait before the media service stores them (DATA_DIR/tmp). */
  tempDir: string;
  sources?: PosterSources;
  timeoutMs?: number;
  maxBytes?: number;
}): FetchPoster {
  const { media, log, tempDir } = deps;
  const sources = deps.sources ?? DEFAULT_POSTER_SOURCES;
  const timeoutMs = deps.timeoutMs ?? POSTER_TIMEOUT_MS;
  const maxBytes = deps.maxBytes ?? POSTER_MAX_BYTES;
  const base = sources.youtube.replace(/\/+$/, '');
  const allowed = new Set(
    [sources.youtube, sources.vimeoOembed, ...sources.vimeoImages].map((url) => new URL(url).origin),
  );

  /** A GET that follows at most MAX_REDIRECTS redirects, each to an allowed origin; null otherwise. */
  async function get(url: string, signal: AbortSignal): Promise<Response> {
    let current = new URL(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (!allowed.has(current.origin)) throw new Error(`host not allowed: ${current.origin}`);
      const response = await fetch(current, { redirect: 'manual', signal, headers: { 'user-agent': 'Atrium' } });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        current = new URL(location, current);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) throw new NoThumbnail(`status ${response.status}`);
        throw new Error(`status ${response.status}`);
      }
      return response;
    }
    throw new Error('too many redirects');
  }

  /** The body, or an error past `cap` bytes (declared or received). */
  async function body(response: Response, cap: number): Promise<Buffer> {
    if (Number(response.headers.get('content-length') ?? 0) > cap) {
      await response.body?.cancel();
      throw new Error('too large');
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > cap) throw new Error('too large');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  async function image(url: string, signal: AbortSignal): Promise<Buffer> {
    const response = await get(url, signal);
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('image/')) {
      await response.body?.cancel();
      throw new Error(`not an image (${type || 'no type'})`);
    }
    return body(response, maxBytes);
  }

  async function youtube(id: string, signal: AbortSignal): Promise<Buffer> {
    try {
      return await image(`${base}/${id}/maxresdefault.jpg`, signal);
    } catch (error) {
      // Not every video has the large one; hqdefault always exists for a video that does.
      if (signal.aborted) throw error;
      return image(`${base}/${id}/hqdefault.jpg`, signal);
    }
  }

  async function vimeo(id: string, signal: AbortSignal): Promise<Buffer> {
    const query = new URLSearchParams({ url: `https://vimeo.com/${id}`, width: '1280' });
    const response = await get(`${sources.vimeoOembed}?${query}`, signal);
    const answer = JSON.parse((await body(response, OEMBED_MAX_BYTES)).toString('utf8')) as { thumbnail_url?: unknown };
    if (typeof answer.thumbnail_url !== 'string') throw new Error('no thumbnail_url');
    return image(answer.thumbnail_url, signal);
  }

  return async (videoUrl) => {
    const youtubeVideo = youtubeId(videoUrl);
    const vimeoVideo = youtubeVideo ? null : vimeoId(videoUrl);
    if (!youtubeVideo && !vimeoVideo) return { poster: null, outcome: 'missing' };
    const signal = AbortSignal.timeout(timeoutMs);
    let upload: UploadedFile | undefined;
    try {
      const bytes = youtubeVideo ? await youtube(youtubeVideo, signal) : await vimeo(vimeoVideo!, signal);
      await mkdir(tempDir, { recursive: true });
      upload = {
        kind: 'upload',
        field: 'poster',
        filename: 'poster.jpg',
        mimetype: 'application/octet-stream',
        tempPath: path.join(tempDir, `poster-${randomUUID()}`),
        size: bytes.length,
      };
      await writeFile(upload.tempPath, bytes);
      return { poster: await media.store(upload, 'image') };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof NoThumbnail) {
        log.info({ videoUrl, reason }, 'the video host has no poster for this link');
        return { poster: null, outcome: 'missing' };
      }
      log.warn({ videoUrl, reason }, 'poster fetch failed');
      return { poster: null, outcome: 'failed' };
    } finally {
      if (upload) await rm(upload.tempPath, { force: true });
    }
  };
}

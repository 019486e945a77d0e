import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A YouTube id the stand-in has no thumbnail for: saving it shows "no poster found". */
export const NO_POSTER_YOUTUBE = 'https://www.youtube.com/watch?v=nopostr0001';

/**
 * A stand-in for YouTube's thumbnails and Vimeo's oEmbed (decision 041): the machines have no
 * internet, and the apps fetch a video link's poster when an item is saved. Every id has an
 * hqdefault thumbnail (no maxresdefault) except those starting with "nopost"; every Vimeo id has
 * one. Answers the environment that points an app at it, and a close function.
 */
export async function startPosterStub(): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const image = await sharp({
    create: { width: 480, height: 360, channels: 3, background: { r: 30, g: 70, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  let origin = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const [, first, id, file] = url.pathname.split('/');
    if (url.pathname === '/oembed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ thumbnail_url: `${origin}/vimeo.jpg` }));
    }
    const thumbnail =
      url.pathname === '/vimeo.jpg' || (first === 'vi' && file === 'hqdefault.jpg' && !id?.startsWith('nopost'));
    if (thumbnail) return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(image);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      POSTER_YOUTUBE_BASE: `${origin}/vi`,
      POSTER_VIMEO_OEMBED: `${origin}/oembed`,
      POSTER_VIMEO_IMAGES: origin,
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

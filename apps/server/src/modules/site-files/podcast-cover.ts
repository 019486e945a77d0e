import { loadSharp } from '../media/load-sharp.ts';

/**
 * Apple Podcasts wants a square JPEG or PNG of 1400 to 3000 pixels for a show. The site's logo
 * (apps/web/app/assets/logo.svg: the navy tile, a white A and its gold bar) drawn full-bleed at
 * 1400 pixels, made once per process.
 */
const COVER_SIZE = 1400;
const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${COVER_SIZE}" height="${COVER_SIZE}">
<rect width="40" height="40" fill="#1f4e79"/>
<path d="M12 30 20 10l8 20" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M15.2 23h9.6" stroke="#f2b233" stroke-width="3.2" stroke-linecap="round"/>
</svg>`;

let cover: Promise<Buffer> | undefined;

export function podcastCover(): Promise<Buffer> {
  cover ??= loadSharp()
    .then((sharp) =>
      sharp(Buffer.from(COVER_SVG)).flatten({ background: '#1f4e79' }).png({ compressionLevel: 9 }).toBuffer(),
    )
    .catch((error: unknown) => {
      cover = undefined;
      throw error;
    });
  return cover;
}

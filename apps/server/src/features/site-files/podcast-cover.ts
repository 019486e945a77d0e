import { createHash } from 'node:crypto';
import { loadSharp } from '../../foundations/media/load-sharp.ts';

/**
 * Apple Podcasts wants a square JPEG or PNG of 1400 to 3000 pixels, in RGB without
 * transparency, for a show. Without a logo in the site settings: the site's built-in mark
 * (apps/web/app/assets/logo.svg: the navy tile, a white A and its gold bar) drawn full-bleed.
 * With one (decision 060): the logo fitted inside a white square with a margin, whatever its
 * proportions (a wordmark is usually wide).
 */
const COVER_SIZE = 1400;
/** The logo takes at most this share of the cover's side: a margin that podcast apps' round corners do not cut. */
const LOGO_SHARE = 0.76;
const COVER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${COVER_SIZE}" height="${COVER_SIZE}">
<rect width="40" height="40" fill="#1f4e79"/>
<path d="M12 30 20 10l8 20" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M15.2 23h9.6" stroke="#f2b233" stroke-width="3.2" stroke-linecap="round"/>
</svg>`;

let builtIn: Promise<Buffer> | undefined;

/** The show's cover: from the settings' logo bytes when there is one, else the built-in mark (made once per process). */
export function podcastCover(logo?: Buffer): Promise<Buffer> {
  if (logo) return logoCover(logo);
  builtIn ??= loadSharp()
    .then((sharp) =>
      sharp(Buffer.from(COVER_SVG)).flatten({ background: '#1f4e79' }).png({ compressionLevel: 9 }).toBuffer(),
    )
    .catch((error: unknown) => {
      builtIn = undefined;
      throw error;
    });
  return builtIn;
}

async function logoCover(logo: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const side = Math.round(COVER_SIZE * LOGO_SHARE);
  // A small logo is enlarged: the cover must be 1400 px, and a dot in its middle would say nothing.
  const { data, info } = await sharp(logo, { density: 300 })
    .resize(side, side, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const left = Math.floor((COVER_SIZE - info.width) / 2);
  const top = Math.floor((COVER_SIZE - info.height) / 2);
  // Extended, not composited: the cover stays RGB, with no alpha channel (Apple's rule).
  return sharp(data)
    .extend({
      left,
      right: COVER_SIZE - info.width - left,
      top,
      bottom: COVER_SIZE - info.height - top,
      background: '#ffffff',
    })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The cover's address names the logo it is made from (`?v=`, a short hash of the logo's path;
 * none for the built-in mark): podcast apps keep artwork by its address, so a new logo gets a
 * new one, and the page cache keeps one answer per logo.
 */
export function podcastCoverQuery(logoPath: string | null | undefined): string {
  return logoPath ? `?v=${createHash('sha256').update(logoPath).digest('hex').slice(0, 12)}` : '';
}

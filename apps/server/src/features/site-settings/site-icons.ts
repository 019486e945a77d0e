import { loadSharp } from '../../foundations/media/load-sharp.ts';

/**
 * Decision 048: the site's icons and its logo as PNG, made from the settings' images (favicon,
 * logo) or, without them, from the built-in mark (apps/web/public/favicon.svg). Search engines
 * want a raster logo (Organization JSON-LD), browsers and crawlers ask for /favicon.ico, phones
 * for /apple-touch-icon.png.
 */
const BUILT_IN_MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="512" height="512" fill="none"><rect width="40" height="40" rx="10" fill="#1f4e79"/><path d="M12 30 20 10l8 20" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/><path d="M15.2 23h9.6" stroke="#f2b233" stroke-width="3.2" stroke-linecap="round"/></svg>`;

export const SiteIconPaths = {
  ico: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  icon: '/icon.png',
  logo: '/logo.png',
} as const;

/** The bytes of the settings' favicon or logo; undefined for the built-in one. */
export async function settingsImage(
  deps: {
    siteSettings: { publicSettings(): Promise<{ favicon: string | null; logo: string | null }> };
    media: { read(path: string): Promise<Buffer | undefined> };
  },
  which: 'favicon' | 'logo',
): Promise<Buffer | undefined> {
  const path = (await deps.siteSettings.publicSettings())[which];
  return path ? await deps.media.read(path) : undefined;
}

const source = (bytes: Buffer | undefined) => bytes ?? Buffer.from(BUILT_IN_MARK);

/** A square PNG of `size` pixels: the image fitted inside, on transparency (or `background`). */
export async function squarePng(bytes: Buffer | undefined, size: number, background?: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(source(bytes), { density: 300 }).resize(size, size, {
    fit: 'contain',
    background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
  });
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer();
}

/** The logo as a PNG at most 512 pixels wide (its own proportions): what JSON-LD names. */
export async function logoPng(bytes: Buffer | undefined): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(source(bytes), { density: 300 })
    .resize(512, 512, { fit: 'inside', withoutEnlargement: Boolean(bytes) })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding PNGs of 16, 32 and 48 pixels (Windows Vista and every browser read PNG entries). */
export async function faviconIco(bytes: Buffer | undefined): Promise<Buffer> {
  const sizes = [16, 32, 48];
  const images = await Promise.all(sizes.map((size) => squarePng(bytes, size)));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((png, index) => {
    const entry = 6 + index * 16;
    header.writeUInt8(sizes[index]! % 256, entry);
    header.writeUInt8(sizes[index]! % 256, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images]);
}

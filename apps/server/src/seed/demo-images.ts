import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { UploadedFile } from '../modules/media/uploaded-file.ts';

/** Colour pairs for generated demo artwork: calm, high-contrast, on-brand for a knowledge network. */
const palettes = [
  ['#0b3d91', '#1fa2a6'],
  ['#3b1f6b', '#d0578a'],
  ['#0f5132', '#7ac143'],
  ['#7a2e0e', '#f2a541'],
  ['#112a46', '#5b8def'],
  ['#2d2a32', '#c4a35a'],
  ['#134e4a', '#5eead4'],
  ['#4a044e', '#f0abfc'],
] as const;

/** What a learn item's cover shows beside its shapes: the topic it belongs to. */
export type CoverMotif = 'health' | 'climate' | 'education' | 'data' | 'talk' | 'podcast';

/**
 * Simple white line drawings, in the banner's 1600×900 space, on its right-hand side: enough to
 * tell topics apart on a card. The text stays in HTML, never in the image.
 */
const motifs: Record<CoverMotif, string> = {
  health:
    '<path d="M980 470 H1110 L1150 380 L1200 580 L1250 430 L1280 470 H1420" stroke="#fff" stroke-opacity="0.55" stroke-width="14" fill="none" stroke-linejoin="round" stroke-linecap="round"/>' +
    '<path d="M1290 230 h40 v-40 h40 v40 h40 v40 h-40 v40 h-40 v-40 h-40 z" fill="#fff" fill-opacity="0.5"/>',
  climate:
    '<circle cx="1300" cy="300" r="110" fill="#fff" fill-opacity="0.45"/>' +
    [560, 630, 700]
      .map(
        (y) =>
          `<path d="M960 ${y} q60 -40 120 0 t120 0 t120 0 t120 0" stroke="#fff" stroke-opacity="0.5" stroke-width="12" fill="none" stroke-linecap="round"/>`,
      )
      .join(''),
  education:
    '<path d="M1200 330 C1120 290 1010 290 950 320 V640 C1010 610 1120 610 1200 650 Z" fill="#fff" fill-opacity="0.45"/>' +
    '<path d="M1200 330 C1280 290 1390 290 1450 320 V640 C1390 610 1280 610 1200 650 Z" fill="#fff" fill-opacity="0.3"/>',
  data:
    [
      [980, 520],
      [1080, 420],
      [1180, 470],
      [1280, 330],
      [1380, 260],
    ]
      .map(
        ([x, top]) =>
          `<rect x="${x}" y="${top}" width="70" height="${680 - top!}" rx="8" fill="#fff" fill-opacity="0.45"/>`,
      )
      .join('') + '<path d="M960 690 H1470" stroke="#fff" stroke-opacity="0.6" stroke-width="8"/>',
  // A video's poster (decision 041): a speaker on a lit stage, beside a screen.
  talk:
    '<path d="M1010 900 L1160 140 L1310 900 Z" fill="#fff" fill-opacity="0.12"/>' +
    '<circle cx="1160" cy="470" r="62" fill="#fff" fill-opacity="0.6"/>' +
    '<path d="M1060 720 C1060 590 1260 590 1260 720 V760 H1060 Z" fill="#fff" fill-opacity="0.6"/>' +
    '<rect x="1320" y="300" width="220" height="150" rx="10" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="10"/>' +
    '<path d="M950 760 H1560" stroke="#fff" stroke-opacity="0.55" stroke-width="10" stroke-linecap="round"/>',
  // A podcast's poster: a microphone and its sound.
  podcast:
    '<rect x="1150" y="240" width="120" height="240" rx="60" fill="#fff" fill-opacity="0.6"/>' +
    '<path d="M1100 420 C1100 560 1320 560 1320 420 M1210 540 V640 M1140 640 H1280" stroke="#fff" stroke-opacity="0.6" stroke-width="16" fill="none" stroke-linecap="round"/>' +
    [
      [1050, 120],
      [990, 200],
      [1370, 120],
      [1430, 200],
    ]
      .map(
        ([x, h]) =>
          `<path d="M${x} ${400 - h! / 2} V${400 + h! / 2}" stroke="#fff" stroke-opacity="0.45" stroke-width="18" stroke-linecap="round"/>`,
      )
      .join(''),
};

/**
 * A banner rendered from SVG at `width` (16:9): layered gradients and shapes, and a topic's
 * motif when given, so a fresh install shows real pictures without shipping binary assets.
 * Drawn in a fixed 1600×900 space and rasterised at the size asked for: smaller ones cost less
 * to make and to store.
 */
export async function demoBanner(seed: number, options: { width?: number; motif?: CoverMotif } = {}): Promise<Buffer> {
  const width = options.width ?? 1600;
  const height = Math.round((width * 9) / 16);
  const [from, to] = palettes[seed % palettes.length]!;
  const r = (n: number) => ((seed * 9301 + n * 49297) % 233280) / 233280;
  const circles = Array.from({ length: 7 }, (_, i) => {
    const cx = Math.round(r(i + 1) * 1600);
    const cy = Math.round(r(i + 11) * 900);
    const radius = Math.round(80 + r(i + 21) * 320);
    const opacity = (0.08 + r(i + 31) * 0.18).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }).join('');
  const lines = Array.from({ length: 12 }, (_, i) => {
    const y = Math.round(60 + i * 70 + r(i + 41) * 30);
    return `<path d="M0 ${y} C 400 ${y - 80}, 1200 ${y + 80}, 1600 ${y - 20}" stroke="#ffffff" stroke-opacity="0.07" stroke-width="2" fill="none"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
      <radialGradient id="v" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.15"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient>
    </defs>
    <rect width="1600" height="900" fill="url(#g)"/>${lines}${circles}<rect width="1600" height="900" fill="url(#v)"/>${options.motif ? motifs[options.motif] : ''}
  </svg>`;
  // The media service re-encodes every upload: a plain, quick JPEG is enough here.
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/**
 * A square portrait placeholder: initials on a soft gradient, clearly a person card, not a
 * photo. 480 px: cards show portraits at 240 px at most.
 */
export async function demoPortrait(seed: number, initials: string, size = 480): Promise<Buffer> {
  const [from, to] = palettes[(seed + 3) % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#g)"/>
    <circle cx="400" cy="320" r="150" fill="#ffffff" fill-opacity="0.22"/>
    <path d="M150 800 C 170 560, 630 560, 650 800 Z" fill="#ffffff" fill-opacity="0.22"/>
    <text x="400" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="150" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** A partner's logo: a PNG with a transparent background, a coloured mark and its initials. */
export async function demoLogo(seed: number, initials: string): Promise<Buffer> {
  const [from, to] = palettes[(seed + 5) % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect x="16" y="16" width="224" height="224" rx="56" fill="url(#g)"/>
    <circle cx="196" cy="60" r="22" fill="#ffffff" fill-opacity="0.5"/>
    <text x="128" y="152" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Generated bytes as an upload, so demo content goes through the same path as an administrator's. */
export async function demoUpload(app: FastifyInstance, bytes: Buffer, field: string): Promise<UploadedFile> {
  const tempPath = path.join(app.tempDir, `seed-${randomUUID()}`);
  await writeFile(tempPath, bytes);
  return {
    kind: 'upload',
    field,
    filename: `${field}.img`,
    mimetype: 'application/octet-stream',
    tempPath,
    size: bytes.length,
  };
}

export async function discardUpload(file: UploadedFile): Promise<void> {
  await rm(file.tempPath, { force: true });
}

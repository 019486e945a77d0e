import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { Messages } from '@atrium/contract/messages';
import { fileTypeFromFile } from 'file-type';
import type { Sharp } from 'sharp';
import type { Config } from '../../env.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../errors.ts';
import { MediaLibraryMessages } from '@atrium/contract/media-library';
import type { Log } from '../../service-deps.ts';
import { loadSharp } from './load-sharp.ts';
import type { UploadedFile } from './uploaded-file.ts';
import type { MediaKind, MediaService, StoreOptions } from './media.types.ts';
import { mediaSearchText, type NewMediaRow } from './media.repository.ts';
import { contentTypeOfKey, type StorageDriver } from './storage.ts';

/** The widest main image kept; larger photos are scaled down (no page shows them wider). */
export const maxImageWidth = 2560;
/**
 * Widths of the WebP variants stored beside every image as `<name>-<width>.webp`. Every width
 * always exists, so a page can build its srcset from the path alone; a variant of a narrower
 * image keeps the original width (never upscaled).
 */
export const imageVariantWidths = [480, 960, 1600] as const;
/** Decoding cost bound: a small file can declare a huge canvas (a "pixel bomb"). */
const maxInputPixels = 100_000_000;

const mediaPrefix = '/media/';
const imageFormats: Record<string, { ext: 'jpg' | 'png'; mime: string }> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  // An animated PNG is still a PNG file; its first frame is kept.
  apng: { ext: 'png', mime: 'image/png' },
};
const videoFormats: Record<string, { ext: string; mime: string }> = {
  mp4: { ext: 'mp4', mime: 'video/mp4' },
  // M4V is the MP4 container under another brand; browsers play it as video/mp4.
  m4v: { ext: 'mp4', mime: 'video/mp4' },
  webm: { ext: 'webm', mime: 'video/webm' },
  // Ogg is recognised as video only when its first stream is Theora (or OGM video): audio-only Ogg is refused.
  ogv: { ext: 'ogv', mime: 'video/ogg' },
  ogm: { ext: 'ogv', mime: 'video/ogg' },
};
/**
 * A podcast's audio (decision 040), by file-type's reading of the bytes: MP3, M4A (AAC in the
 * MP4 container under the M4A brand) and Ogg carrying Opus or Vorbis. WAV, FLAC, raw AAC and an
 * MP4 that is not branded as audio are refused.
 */
const audioFormats: Record<string, { ext: string; mime: string }> = {
  mp3: { ext: 'mp3', mime: 'audio/mpeg' },
  m4a: { ext: 'm4a', mime: 'audio/mp4' },
  opus: { ext: 'ogg', mime: 'audio/ogg' },
  ogg: { ext: 'ogg', mime: 'audio/ogg' },
  oga: { ext: 'ogg', mime: 'audio/ogg' },
};
/** The only paths this service ever hands out; anything else given to remove() is ignored. */
const storedPath =
  /^\/media\/(images\/[0-9a-f]{32}\.(?:jpg|png)|videos\/[0-9a-f]{32}\.(?:mp4|webm|ogv)|audio\/[0-9a-f]{32}\.(?:mp3|m4a|ogg))$/;
/** The same paths anywhere inside a text (a rich-text image's src), never a variant's or a longer name's. */
const storedPathInText = new RegExp(`${storedPath.source.slice(1, -1)}(?![\\w.-])`, 'g');

/**
 * The stored media paths a record's value holds: the value itself when it is one (a file
 * field), or every one inside it (a rich-text field's images, decision 039). Anything else: none.
 */
export function mediaPathsIn(value: unknown): string[] {
  if (typeof value !== 'string' || !value.includes(mediaPrefix)) return [];
  return [...new Set(Array.from(value.matchAll(storedPathInText), (match) => match[0]))];
}

export type MediaServiceDeps = {
  storage: StorageDriver;
  config: Pick<Config, 'uploads'>;
  log: Pick<Log, 'warn'>;
  /**
   * Which of these paths something besides the record still points at (a revision, decision
   * 033; another record's file or rich text, decision 039): removeReplaced keeps those files.
   */
  inUse?: (paths: string[]) => Promise<Set<string>>;
  /**
   * The media library's rows (decision 038): every stored file is recorded, and its row goes
   * with it. Without one (a unit test of storage alone) nothing is recorded.
   */
  library?: {
    insert(row: NewMediaRow): Promise<void>;
    removeByPath(path: string): Promise<void>;
    getByPath(path: string): Promise<{ id: number; kind: string; original_name: string; alt: string } | undefined>;
    update(id: number, values: { alt?: string; decorative?: number }): Promise<void>;
  };
  now?: () => Date;
};

/** Stores uploads through a storage driver: type from the bytes, limits, re-encoding, variants. */
export function createMediaService({
  storage,
  config,
  log,
  inUse,
  library,
  now = () => new Date(),
}: MediaServiceDeps): MediaService {
  const limits = config.uploads;
  async function remove(mediaPath: string) {
    const key = storedPath.exec(mediaPath)?.[1];
    if (!key) return;
    await Promise.all(keysOf(key).map((k) => storage.remove(k)));
    await library?.removeByPath(mediaPath);
  }

  /** Records the stored file in the library; when that fails the file goes too (no file without its row). */
  async function register(stored: Stored, file: UploadedFile, kind: MediaKind, options: StoreOptions) {
    if (!library) return stored.path;
    const originalName = file.filename.slice(0, 300);
    const alt = (options.alt ?? '').trim();
    try {
      await library.insert({
        path: stored.path,
        kind,
        content_type: stored.contentType,
        bytes: stored.bytes,
        width: stored.width ?? null,
        height: stored.height ?? null,
        duration: stored.duration ?? null,
        original_name: originalName,
        alt,
        decorative: options.decorative ? 1 : 0,
        search_text: mediaSearchText(originalName, alt),
        in_library: options.inLibrary ? 1 : 0,
        uploaded_at: now().toISOString(),
        uploaded_by: options.by ?? null,
      });
    } catch (error) {
      await Promise.allSettled(keysOf(stored.path.slice(mediaPrefix.length)).map((k) => storage.remove(k)));
      throw error;
    }
    return stored.path;
  }

  return {
    async store(file: UploadedFile, kind: MediaKind, options = {}) {
      const { size } = await stat(file.tempPath);
      // Audio shares the video limit (MAX_VIDEO_UPLOAD_MB): an hour of podcast is far below it.
      const limit = kind === 'image' ? limits.maxImageBytes : limits.maxVideoBytes;
      if (size > limit) throw tooLarge(file.field, `The file is too large (at most ${megabytes(limit)} MB).`);
      const detected = await fileTypeFromFile(file.tempPath);
      const stored =
        kind === 'image'
          ? await storeImage(storage, file, detected?.ext, options.wrongTypeMessage ?? Messages.imageTypes)
          : kind === 'audio'
            ? await storeAudio(storage, file, detected?.ext, options.wrongTypeMessage ?? Messages.audioTypes, size)
            : await storeVideo(storage, file, detected?.ext, options.wrongTypeMessage ?? Messages.videoTypes, size);
      return register(stored, file, kind, options);
    },

    async kindOf(file) {
      const ext = (await fileTypeFromFile(file.tempPath))?.ext;
      if (ext && imageFormats[ext]) return 'image';
      if (ext && videoFormats[ext]) return 'video';
      if (ext && audioFormats[ext]) return 'audio';
      return undefined;
    },

    remove,

    async chosen(path, kind, field) {
      const row = library ? await library.getByPath(path) : undefined;
      if (!row || row.kind !== kind) {
        const message = row ? MediaLibraryMessages.wrongKindPick(kind) : MediaLibraryMessages.notInLibrary;
        throw new ValidationError({ [field]: message });
      }
      return path;
    },

    async describeImage(path, values) {
      const row = library ? await library.getByPath(path) : undefined;
      if (!row || (values.alt === undefined && values.decorative === undefined)) return;
      const alt = values.decorative ? '' : (values.alt ?? row.alt);
      await library!.update(row.id, {
        alt,
        ...(values.decorative === undefined ? {} : { decorative: values.decorative ? 1 : 0 }),
      });
    },

    async duration(mediaPath) {
      const key = storedPath.exec(mediaPath)?.[1];
      if (!key || key.startsWith('images/')) return undefined;
      const bytes = await storage.size(key);
      const body = bytes === undefined ? undefined : await storage.get(key);
      if (!body || bytes === undefined) return undefined;
      try {
        // Loaded at its first use: its modules stay out of a process that only serves pages (decision 087).
        const { parseStream } = await import('music-metadata');
        const { format } = await parseStream(
          body,
          { mimeType: contentTypeOfKey(key), size: bytes },
          { duration: true },
        );
        return seconds(format.duration);
      } catch (err) {
        log.warn({ err, path: mediaPath }, 'could not read the length of an audio file');
        return undefined;
      } finally {
        body.destroy();
      }
    },

    async read(mediaPath) {
      const key = storedPath.exec(mediaPath)?.[1];
      const body = key ? await storage.get(key) : undefined;
      if (!body) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },

    async describe(mediaPath) {
      const key = storedPath.exec(mediaPath)?.[1];
      if (!key) return undefined;
      const bytes = await storage.size(key);
      return bytes === undefined ? undefined : { bytes, contentType: contentTypeOfKey(key)! };
    },

    async removeReplaced(before, after) {
      const kept = new Set(Object.values(after).flatMap(mediaPathsIn));
      const candidates = [...new Set(Object.values(before).flatMap(mediaPathsIn))].filter((p) => !kept.has(p));
      if (candidates.length === 0) return;
      // A file a revision points at stays until that revision is pruned (decision 033), and one
      // another record holds (a rich-text image pasted into a second text) while it does.
      let used = new Set<string>();
      try {
        used = inUse ? await inUse(candidates) : used;
      } catch (err) {
        log.warn({ err }, 'could not tell which replaced media files are still in use; all are kept');
        return;
      }
      const gone = candidates.filter((p) => !used.has(p));
      await Promise.all(
        gone.map((mediaPath) =>
          remove(mediaPath).catch((err: unknown) => {
            // The record no longer points at it: an orphan file, not a broken page.
            log.warn({ err, path: mediaPath }, 'a replaced media file could not be removed');
          }),
        ),
      );
    },
  };
}

/** The public paths of an image's WebP variants, smallest first; [] for anything but a stored image. */
export function imageVariantPaths(mediaPath: string): string[] {
  const key = storedPath.exec(mediaPath)?.[1];
  if (!key?.startsWith('images/')) return [];
  return imageVariantWidths.map((width) => mediaPrefix + variantKey(key, width));
}

async function storeImage(
  storage: StorageDriver,
  file: UploadedFile,
  detectedExt: string | undefined,
  wrongTypeMessage: string,
) {
  const format = detectedExt ? imageFormats[detectedExt] : undefined;
  if (!format) throw wrongType(file.field, wrongTypeMessage);
  const key = `images/${randomName()}.${format.ext}`;
  const outputs = await renderImage(file, format.ext, wrongTypeMessage);
  const written: string[] = [];
  try {
    await storage.put(key, outputs.main, format.mime);
    written.push(key);
    for (const [width, bytes] of outputs.variants) {
      const variant = variantKey(key, width);
      await storage.put(variant, bytes, 'image/webp');
      written.push(variant);
    }
  } catch (error) {
    await Promise.allSettled(written.map((k) => storage.remove(k)));
    throw error;
  }
  return {
    path: mediaPrefix + key,
    contentType: format.mime,
    bytes: outputs.main.length,
    width: outputs.width,
    height: outputs.height,
  } satisfies Stored;
}

/** What the library records of a stored file. */
type Stored = {
  path: string;
  contentType: string;
  bytes: number;
  width?: number;
  height?: number;
  duration?: number;
};

/**
 * Decodes the upload once per output: turned upright by its EXIF orientation, then written
 * without any metadata (sharp keeps none unless asked: no GPS, camera or ICC profile; colours
 * are converted to sRGB). Anything sharp cannot decode is not an image we accept.
 */
async function renderImage(file: UploadedFile, ext: 'jpg' | 'png', wrongTypeMessage: string) {
  const sharp = await loadSharp();
  const source = sharp(file.tempPath, { failOn: 'error', limitInputPixels: maxInputPixels }).autoOrient();
  const byWidth = (width: number) => source.clone().resize({ width, withoutEnlargement: true });
  try {
    const main =
      ext === 'jpg' ? byWidth(maxImageWidth).jpeg({ quality: 82, mozjpeg: true }) : byWidth(maxImageWidth).png();
    // Variants wider than the image are the image itself: each distinct width is encoded once
    // (a 400 px portrait makes one WebP for its three names, not three identical ones).
    const upright = await uprightWidth(source);
    const widths = [...new Set(imageVariantWidths.map((width) => Math.min(width, upright)))];
    const [mainOutput, ...encoded] = await Promise.all([
      main.toBuffer({ resolveWithObject: true }),
      ...widths.map((width) => byWidth(width).webp({ quality: 78 }).toBuffer()),
    ]);
    const byEffectiveWidth = new Map(widths.map((width, i) => [width, encoded[i]!]));
    return {
      main: mainOutput.data,
      width: mainOutput.info.width,
      height: mainOutput.info.height,
      variants: imageVariantWidths.map((width) => [width, byEffectiveWidth.get(Math.min(width, upright))!] as const),
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw tooLarge(file.field, `The image is too large (at most ${maxInputPixels / 1_000_000} megapixels).`);
    }
    throw wrongType(file.field, wrongTypeMessage);
  }
}

/** The width of the image once turned upright by its EXIF orientation (5 to 8 swap the sides). */
async function uprightWidth(source: Sharp): Promise<number> {
  const { width, height, orientation } = await source.metadata();
  return (orientation ?? 1) >= 5 ? height : width;
}

async function storeVideo(
  storage: StorageDriver,
  file: UploadedFile,
  detectedExt: string | undefined,
  wrongTypeMessage: string,
  bytes: number,
): Promise<Stored> {
  const format = detectedExt ? videoFormats[detectedExt] : undefined;
  if (!format) throw wrongType(file.field, wrongTypeMessage);
  return keepAsSent(storage, file, 'videos', format, bytes);
}

/**
 * Stores a video or audio file as sent: re-encoding is out of scope, and the type is already
 * proven by the bytes. Moved rather than copied, so a 500 MB upload is not written to disk twice;
 * the multipart plugin's cleanup after the response then finds nothing left to remove.
 */
async function keepAsSent(
  storage: StorageDriver,
  file: UploadedFile,
  folder: 'videos' | 'audio',
  format: { ext: string; mime: string },
  bytes: number,
): Promise<Stored> {
  const key = `${folder}/${randomName()}.${format.ext}`;
  await storage.putFile(key, file.tempPath, format.mime);
  return { path: mediaPrefix + key, contentType: format.mime, bytes };
}

/**
 * An audio file is proven twice: by its signature (file-type) and by music-metadata reading a
 * length from it, so a file that only starts like an MP3 is refused too.
 */
async function storeAudio(
  storage: StorageDriver,
  file: UploadedFile,
  detectedExt: string | undefined,
  wrongTypeMessage: string,
  bytes: number,
): Promise<Stored> {
  const format = detectedExt ? audioFormats[detectedExt] : undefined;
  if (!format) throw wrongType(file.field, wrongTypeMessage);
  const { parseFile } = await import('music-metadata');
  const length = await parseFile(file.tempPath, { duration: true }).then(
    (metadata) => seconds(metadata.format.duration),
    () => undefined,
  );
  if (length === undefined) throw wrongType(file.field, wrongTypeMessage);
  return { ...(await keepAsSent(storage, file, 'audio', format, bytes)), duration: length };
}

/** A length in whole seconds (at least 1 for any sound); undefined when none was read. */
function seconds(duration: number | undefined): number | undefined {
  return duration !== undefined && Number.isFinite(duration) && duration > 0
    ? Math.max(1, Math.round(duration))
    : undefined;
}

function keysOf(key: string): string[] {
  return key.startsWith('images/') ? [key, ...imageVariantWidths.map((w) => variantKey(key, w))] : [key];
}

/** 'images/ab12.jpg' → 'images/ab12-480.webp' */
function variantKey(key: string, width: number): string {
  return `${key.replace(/\.[a-z0-9]+$/, '')}-${width}.webp`;
}

/** 128 random bits: names cannot be guessed or collide, and say nothing of the original. */
function randomName(): string {
  return randomBytes(16).toString('hex');
}

function megabytes(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

function wrongType(field: string, message: string) {
  return new UnsupportedMediaTypeError(message, { [field]: message });
}

function tooLarge(field: string, message: string) {
  return new PayloadTooLargeError(message, { [field]: message });
}

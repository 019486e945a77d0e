import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** A file part for `multipart()`: its name, its bytes and the type a browser would claim. */
export type FilePart = { filename: string; content: Buffer; type?: string };

/** A real PNG (opaque teal), `width`×`height`. */
export function pngBytes(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1fa2a6' } })
    .png()
    .toBuffer();
}

/**
 * A real JPEG carrying what an upload must lose: EXIF camera fields, a GPS position (Paris)
 * and orientation 6 (stored sideways: displayed upright it is `height`×`width`).
 */
export function jpegWithGpsBytes(width = 60, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'AtriumCam', Model: 'Fixture 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG cut after its header: recognised as PNG by its bytes, but not decodable. */
export async function corruptPngBytes(): Promise<Buffer> {
  return (await pngBytes(64, 64)).subarray(0, 50);
}

/** The start of an MP4 (an 'ftyp' box, brand isom, then an empty 'mdat'): enough to be recognised, not played. */
export function mp4Bytes(): Buffer {
  const ftyp = box('ftyp', Buffer.concat([ascii('isom'), uint32(0x200), ascii('isomiso2avc1mp41')]));
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(0))]);
}

/**
 * An MP4 of exactly `size` bytes: an 'ftyp' box, then an 'mdat' box whose payload is the
 * pattern of `patternByte`, so any range of it can be checked without keeping the file.
 */
export function mp4OfSize(size: number): Buffer {
  const head = mp4Head(size);
  const bytes = Buffer.alloc(size);
  head.copy(bytes);
  for (let i = head.length; i < size; i++) bytes[i] = patternByte(i);
  return bytes;
}

/** The byte at `offset` of an mdat payload made by mp4OfSize or mp4Stream: never a long run of one value. */
export function patternByte(offset: number): number {
  return offset % 251;
}

/**
 * The same MP4 as mp4OfSize(size), produced in chunks of about `chunkBytes` as they are asked
 * for: a 300 MB upload without 300 MB in memory or on disk.
 */
export function* mp4Stream(size: number, chunkBytes = 256 * 1024): Generator<Buffer> {
  const step = Math.max(1, chunkBytes);
  const head = mp4Head(size);
  yield head;
  const template = Buffer.alloc(step + 251);
  for (let i = 0; i < template.length; i++) template[i] = patternByte(i);
  for (let offset = head.length; offset < size; offset += step) {
    const start = offset % 251;
    yield template.subarray(start, start + Math.min(step, size - offset));
  }
}

function mp4Head(size: number): Buffer {
  const ftyp = mp4Bytes().subarray(0, -8);
  const mdat = Buffer.concat([uint32(size - ftyp.length), ascii('mdat')]);
  if (size < ftyp.length + mdat.length) throw new Error(`an MP4 needs at least ${ftyp.length + 8} bytes`);
  return Buffer.concat([ftyp, mdat]);
}

/**
 * A multipart body with text fields and one file streamed from `file` (chunks, with its total
 * `size`), as a browser sends a large upload: its headers (with the Content-Length) and its
 * chunks, produced one at a time.
 */
export function streamedMultipart(
  fields: Record<string, string>,
  file: { field: string; filename: string; type: string; size: number; chunks: Iterable<Buffer> },
): { headers: Record<string, string>; contentLength: number; chunks: Iterable<Buffer> } {
  const boundary = `----atrium-stream-${file.size}`;
  let head = '';
  for (const [name, value] of Object.entries(fields))
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  head +=
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    contentLength: Buffer.byteLength(head) + file.size + Buffer.byteLength(tail),
    chunks: (function* () {
      yield Buffer.from(head);
      yield* file.chunks;
      yield Buffer.from(tail);
    })(),
  };
}

/** The start of a WebM: an EBML header with DocType 'webm' and an open-ended Segment. */
export function webmBytes(): Buffer {
  const element = (id: number[], payload: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    element([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    element([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    element([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    element([0x42, 0x82], ascii('webm')), // DocType
    element([0x42, 0x87], Buffer.from([2])), // DocTypeVersion
    element([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  const ebml = element([0x1a, 0x45, 0xdf, 0xa3], header);
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([ebml, segment]);
}

/** The first page of an Ogg Theora video (the identification header's start). */
export function oggTheoraBytes(): Buffer {
  const packet = Buffer.concat([Buffer.from([0x80]), ascii('theora'), Buffer.from([3, 2, 1]), Buffer.alloc(33)]);
  const page = Buffer.concat([
    ascii('OggS'),
    Buffer.from([0, 0x02]), // version, beginning of stream
    Buffer.alloc(8), // granule position
    uint32(0x41545249), // stream serial
    uint32(0), // page sequence
    uint32(0), // checksum (not checked by type detection)
    Buffer.from([1, packet.length]), // one segment
  ]);
  return Buffer.concat([page, packet]);
}

/** Plain text under an image's name and claimed type: the bytes, not the name, must decide. */
export function textPosingAsPng(): FilePart {
  return { filename: 'x.png', content: Buffer.from('This is not an image.\n'), type: 'image/png' };
}

/**
 * A multipart/form-data body as a browser's FormData sends it, for `app.inject`:
 * `inject({ method, url, headers: { ...auth, ...body.headers }, payload: body.payload })`.
 */
export async function multipart(
  fields: Record<string, string | FilePart>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.content)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

function box(type: string, payload: Buffer): Buffer {
  return Buffer.concat([uint32(8 + payload.length), ascii(type), payload]);
}

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function ascii(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

/**
 * Real audio files of a few seconds (decision 040): the demo's MP3 (4 s) and M4A (5 s), and an
 * Ogg Opus and an Ogg Vorbis (3 s each) made the same way with ffmpeg, kept in testing/fixtures/.
 */
export function audioFile(name: 'mp3' | 'm4a' | 'opus' | 'vorbis'): FilePart {
  const files = {
    mp3: { path: '../seed/assets/demo-chime.mp3', type: 'audio/mpeg' },
    m4a: { path: '../seed/assets/demo-bells.m4a', type: 'audio/mp4' },
    opus: { path: 'fixtures/opus.ogg', type: 'audio/ogg' },
    vorbis: { path: 'fixtures/vorbis.ogg', type: 'audio/ogg' },
  } as const;
  const { path: relative, type } = files[name];
  return {
    filename: relative.slice(relative.lastIndexOf('/') + 1),
    content: readFileSync(path.join(import.meta.dirname, relative)),
    type,
  };
}

/** A WAV header and a second of silence: audio, but not a type podcasts are taken in. */
export function wavBytes(): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data.fill(128)]);
}

/** A real MP4 of 2 seconds (32×32 navy frames and a silent AAC track), made with ffmpeg: a length can be read from it. */
export function tinyMp4(): FilePart {
  return {
    filename: 'tiny.mp4',
    content: readFileSync(path.join(import.meta.dirname, 'fixtures/tiny.mp4')),
    type: 'video/mp4',
  };
}

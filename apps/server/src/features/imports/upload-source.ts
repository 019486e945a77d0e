import { randomUUID } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, realpath, rm, stat } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

/**
 * Where an imported post's files come from (decision 079): the export's own site, or a folder or
 * zip of its wp-content/uploads given with the export. Never another host: an address is fetched
 * only when its origin is the site's (wp:base_site_url, wp:base_blog_url, either scheme), each
 * redirect too; the name is resolved once and the connection made to the address checked, so a
 * name that resolves to a private, loopback or link-local address is refused (unless the
 * operator allows private hosts, for a WordPress on the same network). Every download has a
 * timeout and a size cap; what the bytes are is judged afterwards by the media service.
 */

const MAX_REDIRECTS = 3;

/** Addresses a request from the server must never reach unless private hosts are allowed. */
const privateRanges = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 3],
  ] as const)
    list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of [
    ['::', 127],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
    ['64:ff9b::', 96],
  ] as const)
    list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

/** Whether an address (v4, v6, or v4 mapped into v6) is private, loopback, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateRanges.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A file could not be brought over: the reason is for the report. */
export class UploadRefused extends Error {}

/** A file brought over, waiting in a temporary file for the media service. */
export type FetchedFile = { tempPath: string; filename: string; size: number };

export type UploadsFolder = {
  /** The file at `relative` (under wp-content/uploads), or undefined when it is not there. */
  open(relative: string): Promise<{ stream: Readable; size: number } | undefined>;
  close(): Promise<void>;
};

/** The uploads as a folder on this machine (the command line's --uploads). */
export async function uploadsFolder(root: string): Promise<UploadsFolder> {
  const base = await realpath(root);
  return {
    async open(relative) {
      const wanted = path.resolve(base, relative);
      if (!wanted.startsWith(base + path.sep)) return undefined;
      try {
        // A link inside the folder must not lead out of it.
        const real = await realpath(wanted);
        if (!real.startsWith(base + path.sep)) return undefined;
        const info = await stat(real);
        if (!info.isFile()) return undefined;
        return { stream: createReadStream(real), size: info.size };
      } catch {
        return undefined;
      }
    },
    close: async () => {},
  };
}

/** An entry's path under wp-content/uploads: whatever folders the zip puts before `uploads/` go. */
function underUploads(name: string): string {
  const parts = name.replace(/\\/g, '/').split('/');
  const at = parts.lastIndexOf('uploads');
  return (at >= 0 && at < parts.length - 1 ? parts.slice(at + 1) : parts).join('/').toLowerCase();
}

/** The uploads as a zip of wp-content/uploads (the screen's upload); its index is read once. */
export async function uploadsZip(file: string): Promise<UploadsFolder> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, opened) =>
      error || !opened ? reject(error ?? new Error('no zip')) : resolve(opened),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.set(underUploads(entry.fileName), entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return {
    async open(relative) {
      const entry = entries.get(relative.toLowerCase());
      if (!entry) return undefined;
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) =>
          error || !opened ? reject(error ?? new Error('no entry')) : resolve(opened),
        ),
      );
      return { stream, size: entry.uncompressedSize };
    },
    close: async () => zip.close(),
  };
}

export type UploadSourceOptions = {
  /** wp:base_site_url and wp:base_blog_url. */
  siteUrls: string[];
  /** Where the site's uploads are served: '<site>/wp-content/uploads/' unless the attachments say otherwise. */
  uploadsUrl: string;
  uploads?: UploadsFolder;
  allowPrivateHosts: boolean;
  tempDir: string;
  timeoutMs: number;
  /** The largest file brought over (the media service holds each kind to its own limit afterwards). */
  maxBytes: number;
};

/** Every origin of the site: its URLs' own, and each one's other scheme (a site moved to https). */
export function siteOrigins(siteUrls: string[]): Set<string> {
  const origins = new Set<string>();
  for (const url of siteUrls) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') continue;
      origins.add(parsed.origin);
      parsed.protocol = parsed.protocol === 'http:' ? 'https:' : 'http:';
      origins.add(parsed.origin);
    } catch {
      // Not an address: no origin.
    }
  }
  return origins;
}

/** The resolver the downloads connect through: it refuses a name whose address is not public. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (refused || addresses.length === 0) {
        const reason = refused ? `${hostname} resolves to ${refused.address}, a private address` : 'no address';
        return callback(Object.assign(new Error(reason), { code: 'EREFUSED' }), '', 0);
      }
      if (options.all) return callback(null, addresses as unknown as string, 0);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * The uploads of one export: `fetch(url)` brings one of the site's files into a temporary file
 * (the caller removes it), from the uploads folder when it holds it, else from the site.
 */
export function createUploadSource(options: UploadSourceOptions) {
  const origins = siteOrigins(options.siteUrls);
  const uploadsPath = new URL(options.uploadsUrl).pathname;
  const lookup = guardedLookup(options.allowPrivateHosts);

  /** Whether the address is one of the site's (and so may be fetched). */
  function isSiteAddress(url: string): boolean {
    try {
      const parsed = new URL(url);
      return origins.has(parsed.origin) && !parsed.username && !parsed.password;
    } catch {
      return false;
    }
  }

  /** The address's path under the uploads folder, or undefined when it is not there. */
  function relativeUpload(url: string): string | undefined {
    try {
      const parsed = new URL(url);
      if (!origins.has(parsed.origin) || !parsed.pathname.startsWith(uploadsPath)) return undefined;
      return decodeURIComponent(parsed.pathname.slice(uploadsPath.length));
    } catch {
      return undefined;
    }
  }

  async function toTemp(stream: Readable, filename: string, declared?: number): Promise<FetchedFile> {
    if (declared !== undefined && declared > options.maxBytes) {
      stream.destroy();
      throw new UploadRefused('too large');
    }
    await mkdir(options.tempDir, { recursive: true });
    const tempPath = path.join(options.tempDir, `import-${randomUUID()}`);
    let size = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > options.maxBytes) callback(new UploadRefused('too large'));
        else callback(null, chunk);
      },
    });
    try {
      await pipeline(stream, cap, createWriteStream(tempPath));
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error instanceof UploadRefused ? error : new UploadRefused((error as Error).message);
    }
    return { tempPath, filename, size };
  }

  function get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const request = client.get(url, { lookup, signal, headers: { 'user-agent': 'Atrium import' } }, resolve);
      request.on('error', reject);
    });
  }

  async function download(url: string): Promise<FetchedFile> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let current = new URL(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (!origins.has(current.origin)) throw new UploadRefused(`another host (${current.host})`);
      // A literal address never goes through the resolver: it is checked here.
      const literal = current.hostname.replace(/^\[|\]$/g, '');
      if (isIP(literal) && !options.allowPrivateHosts && isPrivateAddress(literal))
        throw new UploadRefused(`${literal} is a private address`);
      let response: IncomingMessage;
      try {
        response = await get(current, signal);
      } catch (error) {
        throw new UploadRefused(signal.aborted ? 'timed out' : (error as Error).message);
      }
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        current = new URL(response.headers.location, current);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new UploadRefused(`HTTP ${status}`);
      }
      const declared = Number(response.headers['content-length'] ?? NaN);
      try {
        return await toTemp(response, fileNameOf(current), Number.isFinite(declared) ? declared : undefined);
      } catch (error) {
        throw signal.aborted ? new UploadRefused('timed out') : error;
      }
    }
    throw new UploadRefused('too many redirects');
  }

  return {
    isSiteAddress,
    /** The file at a site address: from the uploads folder when it has it, else downloaded. */
    async fetch(url: string): Promise<FetchedFile> {
      if (!isSiteAddress(url)) throw new UploadRefused('another host');
      const relative = relativeUpload(url);
      if (relative && options.uploads) {
        const found = await options.uploads.open(relative);
        if (found) return toTemp(found.stream, path.posix.basename(relative), found.size);
      }
      return download(url);
    },
  };
}

export type UploadSource = ReturnType<typeof createUploadSource>;

function fileNameOf(url: URL): string {
  try {
    return decodeURIComponent(url.pathname.split('/').pop() ?? '') || 'file';
  } catch {
    return 'file';
  }
}

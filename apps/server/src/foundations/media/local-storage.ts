import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { assertSafeKey, isSafeKey, type StorageDriver } from './storage.ts';

const oneYearMs = 365 * 24 * 60 * 60 * 1000;

/** Media on local disk under `dir` (DATA_DIR/media), served by @fastify/static. */
export function createLocalStorage(dir: string): StorageDriver {
  const root = path.resolve(dir);

  function fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.join(root, key);
    // isSafeKey already forbids '..'; this keeps the promise even if that rule is ever loosened.
    if (!file.startsWith(root + path.sep)) throw new Error(`Media key escapes the media folder: ${key}`);
    return file;
  }

  async function put(key: string, body: Buffer | Readable): Promise<void> {
    // The content type is implied by the extension the service chose; static serving maps it back.
    const file = fileOf(key);
    const folder = path.dirname(file);
    await mkdir(folder, { recursive: true });
    // Written under a dot-name (never served) and flushed, then renamed into place: a crash
    // mid-write leaves no half file at a served path, and an acknowledged upload survives one.
    const partial = path.join(folder, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.partial`);
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body, { flush: true });
      else await pipeline(body, createWriteStream(partial, { flush: true }));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await syncPath(folder);
  }

  return {
    put,

    async putFile(key, source) {
      const file = fileOf(key);
      const folder = path.dirname(file);
      await mkdir(folder, { recursive: true });
      // A rename makes the name durable, not the bytes: they are flushed first.
      await syncPath(source);
      try {
        await rename(source, file);
      } catch (error) {
        // Another file system (DATA_DIR/media mounted apart from DATA_DIR/tmp): copied instead.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await put(key, createReadStream(source));
        await rm(source, { force: true });
        return;
      }
      await syncPath(folder);
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async *list(prefix) {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // Partial writes (dot-names) and anything the service could not have stored are skipped.
        if (!key.startsWith(prefix) || !isSafeKey(key)) continue;
        const { size } = await stat(path.join(entry.parentPath, entry.name));
        yield { key, bytes: size };
      }
    },

    async get(key) {
      const file = fileOf(key);
      try {
        const handle = await open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async serve(app: FastifyInstance, prefix: string) {
      await mkdir(root, { recursive: true });
      // In its own scope so that another @fastify/static (the web build) can coexist with this one.
      await app.register(async (scope) => {
        await scope.register(fastifyStatic, {
          root,
          prefix,
          decorateReply: false,
          index: false,
          list: false,
          redirect: false,
          dotfiles: 'ignore',
          acceptRanges: true,
          cacheControl: true,
          maxAge: oneYearMs,
          // Generated names are never reused for other bytes, so a cached copy never goes stale.
          immutable: true,
          setHeaders: (reply) => {
            reply.header('x-content-type-options', 'nosniff');
          },
        });
      });
    },
  };
}

/** Flushes a file's bytes, or (for a folder) its entries: a rename into it reaches the disk. */
async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

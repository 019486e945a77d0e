import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../env.ts';
import { ForbiddenError } from '../../errors.ts';
import { assertSafeKey, isSafeKey, mediaCacheControl, type StorageDriver } from './storage.ts';

type S3Settings = Extract<Config['storage'], { driver: 's3' }>;

/**
 * Upload part size and how many parts are in flight: a stream of any length holds at most
 * partSize × (queueSize + 1) bytes in memory (about 24 MB), never the whole file.
 */
const partSize = 8 * 1024 * 1024;
const queueSize = 2;

/**
 * Media in an S3-compatible bucket (decision 042). Keys are the same as on disk ('images/….jpg'),
 * so the '/media/…' paths stored in the database mean the same thing under either driver.
 * Served from S3_PUBLIC_URL (a CDN or the bucket's public address) by redirect when it is set,
 * otherwise streamed by this server with Range support.
 */
export function createS3Storage(settings: S3Settings): StorageDriver {
  const client = new S3Client({
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    // Checksums only where S3 requires them: MinIO and other S3-compatible servers do not all
    // accept the trailing checksums of streamed uploads that newer SDKs send by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');

  async function put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    assertSafeKey(key);
    // One PUT for a small body, a multipart upload (parts streamed as they fill) for a large one.
    const upload = new Upload({
      client,
      partSize,
      queueSize,
      leavePartsOnError: false,
      params: { Bucket, Key: key, Body: body, ContentType: contentType, CacheControl: mediaCacheControl },
    });
    await upload.done();
  }

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async function serveOne(request: FastifyRequest, reply: FastifyReply) {
    const rawKey = (request.params as { '*': string })['*'];
    let key: string;
    try {
      key = decodeURIComponent(rawKey);
    } catch {
      return reply.callNotFound();
    }
    // As the local driver (send) answers: a dot segment is refused, not looked up.
    if (key.split(/[/\\]/).some((segment) => segment === '..' || segment === '.'))
      throw new ForbiddenError('Forbidden');
    if (!isSafeKey(key)) return reply.callNotFound();
    if (publicBase) {
      // Keys are immutable, but the public address may change: a day, not a year.
      return reply.header('cache-control', 'public, max-age=86400').redirect(`${publicBase}/${key}`, 302);
    }

    const meta = await head(key);
    if (!meta) return reply.callNotFound();
    const size = meta.ContentLength ?? 0;
    const etag = meta.ETag;
    const lastModified = meta.LastModified?.toUTCString();
    const range = requestedRange(request, size, etag, lastModified);
    if (range === 'unsatisfiable') {
      // Answered by the error handler (the envelope), keeping the length a player needs.
      throw Object.assign(new Error('Range Not Satisfiable'), {
        statusCode: 416,
        headers: { 'content-range': `bytes */${size}` },
      });
    }
    reply.headers({
      'content-type': meta.ContentType ?? 'application/octet-stream',
      'accept-ranges': 'bytes',
      'cache-control': mediaCacheControl,
      'x-content-type-options': 'nosniff',
      ...(etag ? { etag } : {}),
      ...(lastModified ? { 'last-modified': lastModified } : {}),
    });
    if (etag && request.headers['if-none-match'] === etag) return reply.status(304).send();
    if (range) {
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    }
    const length = range ? range.end - range.start + 1 : size;
    reply.header('content-length', String(length));
    if (request.method === 'HEAD' || length === 0) return reply.send();

    const object = await client.send(
      new GetObjectCommand({
        Bucket,
        Key: key,
        // The bytes of the version whose headers were sent, or an error rather than a mix.
        ...(etag ? { IfMatch: etag } : {}),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return reply.send(object.Body as Readable);
  }

  return {
    put,

    async putFile(key, source, contentType) {
      await put(key, createReadStream(source), contentType);
      await rm(source, { force: true });
    },

    async size(key) {
      assertSafeKey(key);
      return (await head(key))?.ContentLength;
    },

    async remove(key) {
      assertSafeKey(key);
      // S3 answers a missing key's deletion with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isSafeKey(object.Key)) yield { key: object.Key, bytes: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async serve(app: FastifyInstance, prefix: string) {
      app.route({
        method: ['GET', 'HEAD'],
        url: `${prefix}*`,
        handler: serveOne,
      });
      app.addHook('onClose', async () => client.destroy());
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * The one range a GET asks for, as `send` (the local driver) reads it: none without a Range
 * header, with an outdated If-Range, or with several ranges (the whole file is a valid answer);
 * 'unsatisfiable' when it starts past the end.
 */
function requestedRange(
  request: FastifyRequest,
  size: number,
  etag: string | undefined,
  lastModified: string | undefined,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const header = request.headers.range;
  if (!header) return undefined;
  const ifRange = request.headers['if-range'];
  if (ifRange !== undefined && ifRange !== etag && ifRange !== lastModified) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or one this does not read: the whole file.
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // A suffix: the last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

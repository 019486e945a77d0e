import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { RequestMessages } from '@atrium/contract/messages';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, PayloadTooLargeError } from '../errors.ts';
import type { UploadedFile } from '../foundations/media/uploaded-file.ts';
import { createProcessTempDir } from './process-temp-dir.ts';

/**
 * What a multipart request may carry besides its files (text fields and part headers): a body
 * larger than its files' limits and this together cannot be one the route accepts.
 */
const TEXT_FIELDS_BYTES = 2 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared on a route: the file fields it takes and the largest size of each, in bytes. */
    multipart?: { files: Record<string, number> };
  }
  interface FastifyRequest {
    uploadedFiles?: UploadedFile[];
  }
  interface FastifyInstance {
    /** This app's folder for temporary files, DATA_DIR/tmp/<its own> (decision 043). */
    tempDir: string;
  }
}

/**
 * Multipart bodies become plain objects before validation: text fields as strings, files as
 * UploadedFile. The route's zod schema then validates JSON and multipart bodies alike.
 */
export default fp(
  async function multipartPlugin(app: FastifyInstance, opts: { tempDir: string; maxFileBytes: number }) {
    // A crash or a kill mid-upload leaves its temporary files behind: in a folder of this app's
    // own, removed at close, and by the next app to start once this process is gone (decision 043).
    const tempDir = await createProcessTempDir(opts.tempDir, (err) =>
      app.log.warn({ err }, 'could not remove temporary files left by an earlier run'),
    );
    app.decorate('tempDir', tempDir);
    app.addHook('onClose', () => rm(tempDir, { recursive: true, force: true }));
    await app.register(multipart, {
      limits: { fileSize: opts.maxFileBytes, files: 10, fields: 60, fieldSize: 2 * 1024 * 1024, parts: 70 },
    });

    // A request that says it is larger than its route could ever take is refused before a byte
    // of its body is read (issue 22, item 8): after the token is checked (auth's onRequest runs
    // first), before the 100 Continue an Expect asks for (unread-body's preParsing).
    app.addHook('onRequest', async (request) => {
      const declared = request.routeOptions.config.multipart;
      const length = Number(request.headers['content-length'] ?? 0);
      if (!declared || !(length > 0)) return;
      const fields = Object.entries(declared.files);
      const limit = fields.reduce((sum, [, bytes]) => sum + bytes, TEXT_FIELDS_BYTES);
      if (length <= limit) return;
      if (fields.length === 0) throw new PayloadTooLargeError(RequestMessages.tooLarge);
      // The field able to carry the most is the one too large: its own message.
      const [field, bytes] = fields.reduce((a, b) => (b[1] > a[1] ? b : a));
      throw tooLarge(field, bytes);
    });

    app.addHook('preValidation', async (request, reply) => {
      if (!request.isMultipart()) return;
      const declared = request.routeOptions.config.multipart;
      if (!declared) throw new AppError(415, 'This endpoint takes JSON, not multipart/form-data.');
      try {
        request.body = await readParts(request, reply, declared.files, tempDir);
      } catch (error) {
        throw asRequestError(error);
      }
    });
  },
  { name: 'atrium-multipart' },
);

async function readParts(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: Record<string, number>,
  tempDir: string,
) {
  const body: Record<string, unknown> = {};
  // Only files written to the end are listed; one cut off mid-write removes itself (writeTemp).
  const files: UploadedFile[] = [];
  request.uploadedFiles = files;
  // The response's 'close' comes after it is sent and also when the client goes away first
  // (when onResponse never runs): the files go then, whatever happened.
  if (reply.raw.closed) throw new AppError(400, RequestMessages.malformedMultipart);
  reply.raw.once('close', () => {
    removeFiles(files).catch((err: unknown) => request.log.warn({ err }, 'could not remove uploaded temporary files'));
  });
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') body[part.fieldname] = part.value;
      continue;
    }
    const limit = limits[part.fieldname];
    if (limit === undefined) {
      part.file.resume();
      throw new AppError(400, `Unexpected file field: ${part.fieldname}.`, {
        [part.fieldname]: 'No file is accepted here.',
      });
    }
    const file: UploadedFile = {
      kind: 'upload',
      field: part.fieldname,
      filename: part.filename,
      mimetype: part.mimetype,
      tempPath: path.join(tempDir, randomUUID()),
      size: 0,
    };
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        file.size += chunk.length;
        if (file.size > limit) callback(tooLarge(part.fieldname, limit));
        else callback(null, chunk);
      },
    });
    await writeTemp(file.tempPath, part.file, counter);
    if (reply.raw.closed) {
      // The response is gone and its cleanup has run: this late file would outlive it.
      await rm(file.tempPath, { force: true });
      throw new AppError(400, RequestMessages.malformedMultipart);
    }
    files.push(file);
    if (part.file.truncated) throw tooLarge(part.fieldname, limit);
    // An empty file input is sent as a part with no name and no bytes: treat it as absent.
    if (file.size === 0 && !part.filename) continue;
    body[part.fieldname] = file;
  }
  return body;
}

/** Streams a part to `tempPath`; on any failure the partial file is removed before the error goes on. */
async function writeTemp(tempPath: string, source: NodeJS.ReadableStream, counter: Transform) {
  const target = createWriteStream(tempPath);
  try {
    await pipeline(source, counter, target);
  } catch (error) {
    // Removed only once the stream has closed: before that, its open() could still create the file.
    await closed(target);
    await rm(tempPath, { force: true });
    throw error;
  }
}

function closed(stream: WriteStream): Promise<void> {
  return stream.closed ? Promise.resolve() : new Promise((resolve) => stream.once('close', () => resolve()));
}

async function removeFiles(files: UploadedFile[]) {
  await Promise.all(files.splice(0).map((f) => rm(f.tempPath, { force: true })));
}

/**
 * The parser's complaints (no boundary, a form cut short, garbage) are the client's: a 400,
 * where they used to be 500s. Errors that carry their own status (our own, the parser's limits)
 * and the disk's (they carry a syscall: ENOSPC, EACCES) pass unchanged.
 */
function asRequestError(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof AppError || 'syscall' in error) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 413) return error;
  return new AppError(400, RequestMessages.malformedMultipart);
}

function tooLarge(field: string, limit: number) {
  const mb = Math.round((limit / 1024 / 1024) * 10) / 10;
  return new PayloadTooLargeError(`The file is too large (at most ${mb} MB).`, {
    [field]: `The file is too large (at most ${mb} MB).`,
  });
}

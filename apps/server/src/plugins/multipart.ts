import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, PayloadTooLargeError } from '../errors.ts';
import type { UploadedFile } from '../modules/media/uploaded-file.ts';

/** Declared on a route: the file fields it takes and the largest size of each, in bytes. */
export type MultipartRouteConfig = { multipart?: { files: Record<string, number> } };

declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: { files: Record<string, number> };
  }
  interface FastifyRequest {
    uploadedFiles?: UploadedFile[];
  }
}

/**
 * Multipart bodies become plain objects before validation: text fields as strings, files as
 * UploadedFile. The route's zod schema then validates JSON and multipart bodies alike.
 */
export default fp(
  async function multipartPlugin(app: FastifyInstance, opts: { tempDir: string; maxFileBytes: number }) {
    await mkdir(opts.tempDir, { recursive: true });
    await app.register(multipart, {
      limits: { fileSize: opts.maxFileBytes, files: 10, fields: 60, fieldSize: 2 * 1024 * 1024, parts: 70 },
    });

    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) return;
      const declared = request.routeOptions.config.multipart;
      if (!declared) throw new AppError(415, 'This endpoint takes JSON, not multipart/form-data.');
      request.body = await readParts(request, declared.files, opts.tempDir);
    });

    app.addHook('onResponse', async (request) => {
      const files = request.uploadedFiles;
      if (files?.length) await Promise.all(files.map((f) => rm(f.tempPath, { force: true })));
    });
  },
  { name: 'atrium-multipart' },
);

async function readParts(request: FastifyRequest, limits: Record<string, number>, tempDir: string) {
  const body: Record<string, unknown> = {};
  request.uploadedFiles = [];
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
    const tempPath = path.join(tempDir, randomUUID());
    const file: UploadedFile = {
      kind: 'upload',
      field: part.fieldname,
      filename: part.filename,
      mimetype: part.mimetype,
      tempPath,
      size: 0,
    };
    request.uploadedFiles.push(file);
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        file.size += chunk.length;
        if (file.size > limit) callback(tooLarge(part.fieldname, limit));
        else callback(null, chunk);
      },
    });
    await pipeline(part.file, counter, createWriteStream(tempPath));
    if (part.file.truncated) throw tooLarge(part.fieldname, limit);
    // An empty file input is sent as a part with no name and no bytes: treat it as absent.
    if (file.size === 0 && !part.filename) continue;
    body[part.fieldname] = file;
  }
  return body;
}

function tooLarge(field: string, limit: number) {
  const mb = Math.round((limit / 1024 / 1024) * 10) / 10;
  return new PayloadTooLargeError(`The file is too large (at most ${mb} MB).`, {
    [field]: `The file is too large (at most ${mb} MB).`,
  });
}

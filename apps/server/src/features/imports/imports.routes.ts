import { getImport, listImports, runWordPressImport, startWordPressImport } from '@atrium/contract/endpoints/imports';
import { IMPORT_MAX_BYTES, ImportMessages } from '@atrium/contract/imports';
import { open } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { Answered, route } from '../../plugins/endpoints.ts';
import { ValidationError } from '../../errors.ts';
import { noteAudit } from '../../foundations/audit/audit-note.ts';
import { isUploadedFile } from '../../foundations/media/uploaded-file.ts';

/**
 * Decision 079: POST /imports/wordpress/ (an export, and optionally its uploads as a zip,
 * streamed to disk; the job is queued and the answer is 202), POST /imports/:id/run/ (a dry
 * run imported for real) and GET /imports/, /imports/:id/. Administrators only: auth.ts checks
 * the token and the role before a byte of the body is read.
 */
export const importsRoutes: FastifyPluginAsync = async (app) => {
  const { importer, worker } = app.imports;

  route(
    app,
    startWordPressImport,
    async (request) => {
      const { file, uploads, picture, dryRun, articleCategories, mediaTypes } = request.body;
      if (!isUploadedFile(file)) throw new ValidationError({ file: ImportMessages.fileRequired });
      if (uploads !== undefined && uploads !== null && uploads !== '' && !isUploadedFile(uploads))
        throw new ValidationError({ uploads: ImportMessages.uploadsNotZip });
      const zip = isUploadedFile(uploads) ? uploads : undefined;
      if (zip && !(await isZip(zip.tempPath))) throw new ValidationError({ uploads: ImportMessages.uploadsNotZip });
      const job = await importer.start({
        file,
        ...(zip ? { uploads: zip } : {}),
        ...pictureOf(picture, altOf(request.body)),
        mapping: { articleCategories, mediaTypes },
        dryRun: dryRun ?? false,
        by: request.admin?.id ?? null,
      });
      worker.wake();
      // A dry run imports nothing: its entry stays a start; the import itself is told as one (decision 085).
      if (!dryRun) noteAudit(request, { action: 'import', title: file.filename });
      return new Answered(202, {
        success: true,
        message: dryRun ? ImportMessages.dryRunStarted : ImportMessages.started,
        data: { id: job.id, status: job.status },
      });
    },
    // The export has its own limit, the uploads zip the largest upload's (MAX_VIDEO_UPLOAD_MB),
    // the picture an image's.
    {
      config: {
        multipart: {
          files: {
            file: IMPORT_MAX_BYTES,
            uploads: app.config.uploads.maxVideoBytes,
            picture: app.config.uploads.maxImageBytes,
          },
        },
      },
    },
  );

  route(app, runWordPressImport, async (request) => {
    const { picture, articleCategories, mediaTypes } = request.body;
    const given = pictureOf(picture, altOf(request.body)).picture;
    const job = await importer.runDryRun(
      request.params.id,
      { articleCategories, mediaTypes },
      request.admin?.id ?? null,
      given,
    );
    worker.wake();
    noteAudit(request, { action: 'import' });
    return new Answered(202, {
      success: true,
      message: ImportMessages.started,
      data: { id: job.id, status: job.status },
    });
  });

  route(app, getImport, async (request) => ({ data: await importer.view(request.params.id) }));

  route(app, listImports, async () => ({ data: await importer.list() }));
};

/** The alt text the file field's `picture_alt` brings (the endpoints plugin adds it beside every file field). */
const altOf = (body: object) => (body as { picture_alt?: string }).picture_alt;

/** The picture for posts without one, when the request brought a file (a library path is not taken here). */
function pictureOf(picture: unknown, alt: string | undefined) {
  return isUploadedFile(picture) ? { picture: { file: picture, alt: alt ?? '' } } : {};
}

/** A zip starts with a local file header (or, empty, with the end of its directory). */
async function isZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || head.equals(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  } finally {
    await handle.close();
  }
}

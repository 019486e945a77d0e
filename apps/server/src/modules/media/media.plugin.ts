import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../env.ts';
import { isUploadedFile, type UploadedFile } from './uploaded-file.ts';
import { createLocalStorage } from './local-storage.ts';
import { createMediaService } from './media.service.ts';
import type { StorageDriver } from './storage.ts';

const fail = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

const editorUploadBody = z.object({
  file: z
    .custom<UploadedFile>(isUploadedFile, { error: 'Choose an image file to upload.' })
    .meta({ type: 'string', format: 'binary' }),
});

/**
 * Media: decorates `app.media` (store and remove uploads), serves GET /media/* from the storage
 * driver, and takes the rich-text editor's image uploads.
 */
export default fp(
  async function mediaPlugin(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { config } = app;
    const storage = createStorage(config.storage);
    app.decorate('media', createMediaService({ storage, config, log: app.log }));
    await storage.serve(app, '/media/');

    // Registered with its full path: app.ts then needs one line, and the /api 404 catch-all
    // does not shadow it (a static route wins over a wildcard).
    app.post(
      '/api/ckeditor/images/',
      {
        // Checked on arrival, before the multipart plugin streams the body to disk: a caller
        // without a token cannot make the server write anything. (The spec's client sent no
        // token; see DESIGN.md, "Decisions".)
        config: { auth: 'admin', multipart: { files: { file: config.uploads.maxImageBytes } } },
        schema: {
          tags: ['media'],
          summary: "The rich-text editor's image upload: a JPEG or PNG, answered with its path",
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          body: editorUploadBody,
          response: {
            201: z.object({
              success: z.literal(true),
              data: z.object({ url: z.string() }),
              // The spec's client reads `url` at the top level; `data.url` keeps the usual envelope.
              url: z.string(),
            }),
            400: fail,
            401: fail,
            413: fail,
            415: fail,
          },
        },
      },
      async (request, reply) => {
        const url = await app.media.store(request.body.file, 'image');
        return reply.status(201).send({ success: true as const, data: { url }, url });
      },
    );
  },
  { name: 'atrium-media', dependencies: ['atrium-db', 'atrium-auth', 'atrium-multipart'] },
);

function createStorage(storage: Config['storage']): StorageDriver {
  if (storage.driver === 's3') {
    // env.ts accepts STORAGE=s3 for the deployment described in DESIGN.md; refuse to start rather
    // than accept uploads that would go nowhere.
    throw new Error(
      'S3 storage is not available in this version of Atrium (STORAGE=s3). Unset STORAGE or set STORAGE=local to keep media on disk under DATA_DIR/media.',
    );
  }
  return createLocalStorage(storage.dir);
}

import { editorImageUpload } from '@atrium/contract/endpoints/media';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { route } from '../../plugins/endpoints.ts';
import { isUploadedFile, type UploadedFile } from './uploaded-file.ts';

/**
 * The declaration's file field, required: the editor sends nothing else, and '' or null (which
 * clear a stored file elsewhere) mean nothing here.
 */
const editorUploadBody = editorImageUpload.body.extend({
  file: z
    .custom<UploadedFile>(isUploadedFile, { error: 'Choose an image file to upload.' })
    .meta({ type: 'string', format: 'binary' }),
});

/** The rich-text editor's image upload, as packages/contract/src/endpoints/media.ts declares it. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  // The token is checked on arrival, before the multipart plugin streams the body to disk: a
  // caller without one cannot make the server write anything.
  route(
    app,
    editorImageUpload,
    async (request) => {
      // editorUploadBody let only an uploaded file through.
      const url = await app.media.store(request.body.file as UploadedFile, 'image');
      return { data: { url }, url };
    },
    { schema: { consumes: ['multipart/form-data'], body: editorUploadBody } },
  );
};

import {
  editorImageUpload,
  mediaAlts,
  mediaList,
  mediaRemove,
  mediaReplace,
  mediaUpdate,
  mediaUpload,
} from '@atrium/contract/endpoints/media';
import { MediaLibraryMessages } from '@atrium/contract/media-library';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { operation, route } from '../../plugins/endpoints.ts';
import { isUploadedFile, type UploadedFile } from './uploaded-file.ts';

/** A required file part: '' or null (which clear a stored file elsewhere) and library paths mean nothing here. */
const requiredFile = (message: string) =>
  z.custom<UploadedFile>(isUploadedFile, { error: message }).meta({ type: 'string', format: 'binary' });

/** The declaration's file field, required: the editor sends nothing else. */
const editorUploadBody = editorImageUpload.body.extend({ file: requiredFile('Choose an image file to upload.') });
const libraryUploadBody = mediaUpload.body.extend({ file: requiredFile(MediaLibraryMessages.fileRequired) });
const replaceBody = mediaReplace.body.extend({ file: requiredFile(MediaLibraryMessages.fileRequired) });

/**
 * The rich-text editor's image upload and the media library (decision 038), as
 * packages/contract/src/endpoints/media.ts declares them.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  // The token is checked on arrival, before the multipart plugin streams the body to disk: a
  // caller without one cannot make the server write anything.
  route(
    app,
    editorImageUpload,
    async (request) => {
      // editorUploadBody let only an uploaded file through.
      const url = await app.media.store(request.body.file as UploadedFile, 'image', { by: request.admin?.id ?? null });
      return { data: { url }, url };
    },
    { schema: { consumes: ['multipart/form-data'], body: editorUploadBody } },
  );

  route(app, mediaList, async (request) => {
    const { searchedText, paths, ...query } = request.query;
    return {
      data: await app.mediaLibrary.list({
        ...query,
        search: searchedText,
        ...(paths !== undefined ? { paths: paths.split(',').filter(Boolean) } : {}),
      }),
    };
  });

  route(
    app,
    mediaUpload,
    async (request) => {
      const { file, alt, decorative } = request.body;
      const item = await app.mediaLibrary.upload(file as UploadedFile, { alt, decorative }, request.admin?.id ?? null);
      return { data: item };
    },
    { schema: { consumes: ['multipart/form-data'], body: libraryUploadBody } },
  );

  route(app, mediaUpdate, async (request) => ({
    data: await app.mediaLibrary.update(request.params.id, request.body),
  }));

  route(
    app,
    mediaReplace,
    async (request) => ({
      data: await app.mediaLibrary.replace(
        request.params.id,
        request.body.file as UploadedFile,
        request.admin?.id ?? null,
      ),
    }),
    { schema: { consumes: ['multipart/form-data'], body: replaceBody } },
  );

  // The public pages' one read of their images' alt texts (in process, cached with the pages).
  operation(app, mediaAlts, async ({ query }) => ({
    data: await app.mediaLibrary.alts(query.paths.split(',').filter(Boolean).slice(0, 200)),
  }));

  route(app, mediaRemove, async (request) => ({ data: await app.mediaLibrary.remove(request.params.id) }));
};

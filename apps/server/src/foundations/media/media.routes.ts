import {
  editorImageUpload,
  mediaAlts,
  mediaList,
  mediaRemove,
  mediaReplace,
  mediaUpdate,
  mediaUpload,
} from '@atrium/contract/endpoints/media';
import { inLanguage } from '@atrium/contract/locales';
import { type MediaItem, MediaLibraryMessages, MediaLibraryTexts } from '@atrium/contract/media-library';
import { ChangeWords, type FieldChange } from '@atrium/contract/revisions';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { operation, route } from '../../plugins/endpoints.ts';
import { noteAudit } from '../audit/audit-note.ts';
import { isUploadedFile, type UploadedFile } from './uploaded-file.ts';

/** A required file part: '' or null (which clear a stored file elsewhere) and library paths mean nothing here. */
const requiredFile = (message: string) =>
  z.custom<UploadedFile>(isUploadedFile, { error: message }).meta({ type: 'string', format: 'binary' });

/** The declaration's file field, required: the editor sends nothing else. */
const editorUploadBody = editorImageUpload.body.extend({ file: requiredFile('Choose an image file to upload.') });
const libraryUploadBody = mediaUpload.body.extend({ file: requiredFile(MediaLibraryMessages.fileRequired) });
const replaceBody = mediaReplace.body.extend({ file: requiredFile(MediaLibraryMessages.fileRequired) });

/**
 * A file's alt text and whether it is decorative, as its screen says them (decision 088); read in
 * another language, the alt it has there (none where the default language's stands in).
 */
const described = (item: Pick<MediaItem, 'alt' | 'decorative' | 'untranslated'>) => ({
  alt: item.untranslated?.includes('alt') ? '' : item.alt,
  decorative: item.decorative ? ChangeWords.on : ChangeWords.off,
});
const describedLabels = { alt: MediaLibraryTexts.alt, decorative: MediaLibraryTexts.decorative };

/** What a write changed of a file's description, old → new (a new file's, only what it has). */
function descriptionChanges(before: MediaItem | undefined, after: MediaItem): FieldChange[] {
  const now = described(after);
  const was = before ? described(before) : undefined;
  return (Object.keys(now) as Array<keyof typeof now>).flatMap((field) => {
    const label = describedLabels[field];
    if (!was) return now[field] && now[field] !== ChangeWords.off ? [{ field, label, after: now[field] }] : [];
    return was[field] === now[field] ? [] : [{ field, label, before: was[field], after: now[field] }];
  });
}

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
      const file = request.body.file as UploadedFile;
      const url = await app.media.store(file, 'image', { by: request.admin?.id ?? null });
      noteAudit(request, { action: 'create', title: file.filename });
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
      noteAudit(request, { action: 'create', title: item.original_name, changes: descriptionChanges(undefined, item) });
      return { data: item };
    },
    { schema: { consumes: ['multipart/form-data'], body: libraryUploadBody } },
  );

  route(app, mediaUpdate, async (request) => {
    const { locale } = request.query;
    const before = await app.mediaLibrary.item(request.params.id, locale);
    const item = await app.mediaLibrary.update(request.params.id, request.body, locale);
    // Written in another language: the entry names it, as a record's translation's does (decision 092).
    const other = await app.mediaLibrary.otherLocale(locale);
    const title = other ? inLanguage(item.original_name, other) : item.original_name;
    noteAudit(request, { action: 'update', title, changes: descriptionChanges(before, item) });
    return { data: item };
  });

  route(
    app,
    mediaReplace,
    async (request) => {
      const before = await app.mediaLibrary.item(request.params.id);
      const item = await app.mediaLibrary.replace(
        request.params.id,
        request.body.file as UploadedFile,
        request.admin?.id ?? null,
      );
      // Replaced: the same record (its uses and alt text) with another file.
      const file = { field: 'file', label: 'File', before: before.original_name, after: item.original_name };
      noteAudit(request, { action: 'update', title: item.original_name, changes: [file] });
      return { data: item };
    },
    { schema: { consumes: ['multipart/form-data'], body: replaceBody } },
  );

  // The public pages' one read of their images' alt texts (in process, cached with the pages).
  operation(app, mediaAlts, async ({ query }) => ({
    data: await app.mediaLibrary.alts(query.paths.split(',').filter(Boolean).slice(0, 200), query.locale),
  }));

  route(app, mediaRemove, async (request) => {
    // Its name is read before it goes: the entry outlives the file.
    const before = await app.mediaLibrary.item(request.params.id);
    const data = await app.mediaLibrary.remove(request.params.id);
    noteAudit(request, { action: 'delete', title: before.original_name });
    return { data };
  });
};

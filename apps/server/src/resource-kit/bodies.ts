import { altSchema, flagSchema } from '@atrium/contract/media-library';
import { z } from 'zod';
import { isUploadedFile, type UploadedFile } from '../foundations/media/uploaded-file.ts';
import type { ResourceDefinition } from './define-resource.ts';

/** A stored file's public path, as the media library answers it (decision 038). */
export const LIBRARY_PATH = /^\/media\/[a-z]+\/[0-9a-f]{32}\.[a-z0-9]+$/;
const libraryPath = z.string().regex(LIBRARY_PATH, { error: 'Must be a file.' });

/**
 * A file part of a multipart body; '' (or null in JSON) clears the stored file; a media path
 * ('/media/images/….jpg') chooses a file of the media library instead of uploading one.
 */
const fileField = z
  .union([z.custom<UploadedFile>(isUploadedFile, { error: 'Must be a file.' }), z.literal(''), z.null(), libraryPath])
  .meta({
    type: 'string',
    format: 'binary',
    description:
      "A file; '' (or null in JSON) clears the stored one; a /media/ path chooses one from the media library.",
  });

/**
 * The body fields of an endpoint's file fields: each file, and beside it `<field>_alt` and
 * `<field>_decorative`, the alt text of the image it holds (written to the media library's row).
 */
export function fileFieldShape(fields: Iterable<string>): Record<string, z.ZodType> {
  return Object.fromEntries(
    [...fields].flatMap((field) => [
      [field, fileField.optional()],
      [`${field}_alt`, altSchema.optional()],
      [`${field}_decorative`, flagSchema.optional()],
    ]),
  );
}

/**
 * The bodies a resource's create and update accept, JSON or multipart alike: the contract's
 * (its fields, the required ones required on create) with its file fields. The demo seed puts
 * its content through the same schemas the routes validate with.
 */
export function bodySchemas(definition: Pick<ResourceDefinition, 'api'>) {
  const { create, update, spec } = definition.api;
  const fileShape = fileFieldShape(Object.keys(spec.files ?? {}));
  return { create: create.body.extend(fileShape), update: update.body.extend(fileShape) };
}

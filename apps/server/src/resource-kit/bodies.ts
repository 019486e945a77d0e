import { z } from 'zod';
import { isUploadedFile, type UploadedFile } from '../modules/media/uploaded-file.ts';
import type { ResourceDefinition } from './define-resource.ts';

/** A file part of a multipart body; '' (or null in JSON) clears the stored file. */
export const fileField = z
  .union([z.custom<UploadedFile>(isUploadedFile, { error: 'Must be a file.' }), z.literal(''), z.null()])
  .meta({ type: 'string', format: 'binary', description: "A file; '' (or null in JSON) clears the stored one." });

/**
 * The bodies a resource's create and update accept, JSON or multipart alike: the contract's
 * (its fields, the required ones required on create) with its file fields. The demo seed puts
 * its content through the same schemas the routes validate with.
 */
export function bodySchemas(definition: Pick<ResourceDefinition, 'api'>) {
  const { create, update, spec } = definition.api;
  const fileShape = Object.fromEntries(Object.keys(spec.files ?? {}).map((f) => [f, fileField.optional()]));
  return { create: create.body.extend(fileShape), update: update.body.extend(fileShape) };
}

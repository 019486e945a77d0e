import { z, type ZodType } from 'zod';
import { isUploadedFile, type UploadedFile } from '../modules/media/uploaded-file.ts';
import type { ResourceDefinition } from './define-resource.ts';

/** A file part of a multipart body; '' (or null in JSON) clears the stored file. */
const fileField = z
  .union([z.custom<UploadedFile>(isUploadedFile, { error: 'Must be a file.' }), z.literal(''), z.null()])
  .meta({ type: 'string', format: 'binary', description: "A file; '' (or null in JSON) clears the stored one." });

/**
 * The bodies a resource's create and update accept, JSON or multipart alike: its fields (the
 * required ones required on create) and its file fields. The routes validate requests with
 * them; the demo seed puts its content through the same schemas.
 */
export function bodySchemas(definition: Pick<ResourceDefinition, 'fields' | 'required' | 'files'>) {
  const fileShape = Object.fromEntries(Object.keys(definition.files ?? {}).map((f) => [f, fileField.optional()]));
  const fields = Object.entries(definition.fields as Record<string, ZodType>);
  return {
    create: z.strictObject({
      ...Object.fromEntries(fields.map(([k, s]) => [k, definition.required.includes(k) ? s : s.optional()])),
      ...fileShape,
    }),
    update: z.strictObject({
      ...Object.fromEntries(fields.map(([k, s]) => [k, s.optional()])),
      ...fileShape,
    }),
  };
}

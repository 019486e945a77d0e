import type { z } from 'zod';
import { position, resourceFields, status, text } from './fields.ts';
import { baseRecordSchema } from './record.ts';
import { standardTexts } from './resource-texts.ts';

export const RedirectMessages = { nameRequired: 'Name is required.' } as const;

export const RedirectTexts = standardTexts('Redirect', 'Redirects');

export const redirectSortKeys = ['position', '-position', 'name', '-name', 'created_at', '-created_at'] as const;

/**
 * The fields of a redirect, declared once (decision 074): the body and record
 * schemas, the table's columns, the wire mapping, the search text and the form come from them. A
 * new field is one line here and one migration.
 */
export const redirectFields = resourceFields({
  name: text({ column: 'name', max: 200, required: RedirectMessages.nameRequired, search: true, label: 'Name' }),
  status: status(),
  position: position(),
});

/** A redirect as the API answers it. */
export const redirectSchema = baseRecordSchema.extend(redirectFields.record);
export type Redirect = z.infer<typeof redirectSchema>;

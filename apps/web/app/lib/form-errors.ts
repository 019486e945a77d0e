import { stripMarkup } from '@atrium/contract/text';
import type { z } from 'zod';

export type FormErrors<K extends string = string> = Partial<Record<K, string>>;

/** Validates with a shared contract schema and keeps the first message of each top-level field. */
export function schemaErrors<K extends string>(schema: z.ZodType, values: Partial<Record<K, unknown>>): FormErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as K] = issue.message;
  }
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The first message a contract schema gives for one value, or undefined when it passes. */
export function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** A rich-text field's error: an editor holding only markup ('<p></p>') is empty, whatever the schema says. */
export function richTextError(schema: z.ZodType, html: string, emptyMessage: string): string | undefined {
  return stripMarkup(html) ? firstError(schema, html) : emptyMessage;
}

/** A required file field's error: a newly chosen file or the stored one satisfies it (requirements 1 §5, on edit). */
export function requiredFileError(chosen: File | null, stored: string | null, message: string): string | undefined {
  return chosen || stored ? undefined : message;
}

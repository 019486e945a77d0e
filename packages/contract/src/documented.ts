import type { z } from 'zod';

/** The formats the OpenAPI document names for text the server checks in code. */
export type DocumentedFormat = 'email' | 'uri' | 'uri-reference' | 'date' | 'date-time';

/**
 * Says in the OpenAPI document what a text field's rule enforces when the rule is code (a
 * refine, a parse) that zod cannot write as JSON Schema: its format, or either of several. With
 * `clearable`, '' (and null in JSON) also pass, as they do for fields that clear a value with
 * them. The rule stays the judge and its messages the answer; this only tells tools and client
 * generators what the server takes (decision 071).
 */
export function withFormat<T extends z.ZodType>(
  schema: T,
  formats: DocumentedFormat | readonly DocumentedFormat[],
  options: { clearable?: boolean; description?: string } = {},
): T {
  const branches: Record<string, unknown>[] = [formats].flat().map((format) => ({ format }));
  if (options.clearable) branches.push({ maxLength: 0 });
  return schema.meta({
    ...(branches.length === 1 ? branches[0] : { anyOf: branches }),
    ...(options.clearable ? { nullable: true } : {}),
    ...(options.description ? { description: options.description } : {}),
  });
}

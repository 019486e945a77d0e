import type { FileKind } from '@atrium/contract/endpoint';
import type { FieldShape, ValuesOf } from '@atrium/contract/fields';
import { Messages } from '@atrium/contract/messages';
import type { z } from 'zod';
import { firstError, richTextError, type FormErrors } from '~/lib/form-errors';

/** The body's values of the named fields: each as its rule takes it, a file as a File. */
type BodyOf<S extends FieldShape, N extends keyof S> = {
  [K in N]?: S[K] extends { file: FileKind } ? File : z.input<S[K]['body']>;
};

/**
 * A form's values, initial state, validation and body for some of a resource's declared fields
 * (decision 074), from their descriptors in the contract: a feature names the fields and adds only
 * what is its own (the published switch, a medium's choice, cross-field rules).
 */
export function fieldForm<S extends FieldShape, const N extends ReadonlyArray<keyof S & string>>(
  declared: S,
  names: N,
) {
  type Picked = ValuesOf<Pick<S, N[number]>>;
  const picked = names.map((name) => [name, declared[name]!] as const);
  return {
    names,
    /** The values of a new record (null) or of the record being edited, by wire name. */
    initial(record: Partial<Record<N[number], unknown>> | null): Picked {
      return Object.fromEntries(
        picked.map(([name, field]) => [name, record ? field.toValue(record[name] as never) : field.empty]),
      ) as Picked;
    },
    /** The contract's rule of each field, its first message; a file is left to the resource's rules. */
    validate(values: Picked): FormErrors {
      return Object.fromEntries(
        picked.map(([name, field]) => {
          const value = (values as Record<string, unknown>)[name];
          if (field.kind === 'file') return [name, undefined];
          if (field.kind === 'richText')
            return [name, richTextError(field.body, value as string, field.requiredMessage ?? Messages.required)];
          return [name, firstError(field.body, field.toBody(value))];
        }),
      );
    },
    /** The body's values by wire name; a field whose value says "leave it" (no new file) is left out. */
    body(values: Picked): BodyOf<S, N[number]> {
      const body: Record<string, unknown> = {};
      for (const [name, field] of picked) {
        const value = field.toBody((values as Record<string, unknown>)[name]);
        if (value !== undefined) body[name] = value;
      }
      return body as BodyOf<S, N[number]>;
    },
  };
}

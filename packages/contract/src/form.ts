import { z } from 'zod';

/**
 * Helpers for fields that arrive either as JSON values or as multipart strings, so one
 * schema validates both encodings.
 */
const fromForm = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** An integer from a number or a numeric string; '' counts as missing. */
export const formInt = (message = 'Must be a whole number.') =>
  z.preprocess(
    (value) => {
      const v = fromForm(value);
      if (v === '' || v === null) return undefined;
      if (typeof v === 'string' && /^-?\d+$/.test(v)) return Number(v);
      return v;
    },
    z.number({ error: message }).int({ error: message }),
  );

/** One of a few integers, e.g. 0 or 1. */
export const formChoice = <const T extends readonly [number, ...number[]]>(values: T, message: string) =>
  formInt(message).refine((v): v is T[number] => (values as readonly number[]).includes(v), { message });

/** Text: trimmed; with `required`, '' fails with the given message. */
export const formText = (opts: { max: number; required?: string }) => {
  const base = z
    .string({ error: opts.required ?? 'Must be text.' })
    .max(opts.max, `Must be at most ${opts.max} characters.`);
  return z.preprocess(
    (value) => (value === null ? '' : value),
    opts.required ? base.refine((v) => v.trim().length > 0, { message: opts.required }) : base,
  );
};

/** An absolute http(s) URL, or '' for none; with `allowSitePath`, also a path on this site such as '/about-us'. */
export const formUrl = (message = 'Please enter a valid URL.', opts: { allowSitePath?: boolean } = {}) =>
  z.preprocess(
    (value) => (value === null ? '' : typeof value === 'string' ? value.trim() : value),
    z.union(
      [
        z.literal(''),
        z.url({ protocol: /^https?$/, error: message }).max(2048, message),
        ...(opts.allowSitePath
          ? [
              z
                .string()
                .regex(/^\/(?!\/)[^\s]*$/, message)
                .max(2048, message),
            ]
          : []),
      ],
      { error: message },
    ),
  );

/** Comma-joined ids ('3,4') or an array of ids; only decimal digits read as an id ('0x10' and '1e1' do not). */
export const formIdList = z.preprocess((value) => {
  if (value === '' || value === null || value === undefined) return [];
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  return value;
}, z.array(z.number().int().positive()).max(100));

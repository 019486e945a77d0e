import { z } from 'zod';
import { withFormat } from './documented.ts';

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

const maxUrlLength = 2048;
/** C0 and C1 control characters, DEL, and the backslash that browsers read as '/'. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unsafeUrlChars = /[\u0000-\u001f\u007f-\u009f\\]/;
/** Any origin will do: a site path must resolve against it and stay on it. */
const probeOrigin = 'https://site.invalid';

/**
 * An absolute http(s) address, written out with '//' and a host. 'https:evil' is refused: a
 * browser on an https page reads it as a path of this site, `new URL` as the host 'evil'. So are
 * credentials ('https://our.site@evil.example'), a classic disguise for an off-site link.
 */
export function isHttpUrl(value: string): boolean {
  if (value.length > maxUrlLength || unsafeUrlChars.test(value) || !/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password
  );
}

/**
 * A path on this site such as '/about-us': one leading '/' not followed by '/' or '\' (browsers
 * open '//evil' and '/\evil' off-site), no whitespace, control character or backslash, not even
 * percent-encoded (a server that decodes '/%5Cevil' once would redirect off-site), and resolving
 * to the same origin by the WHATWG rules browsers follow.
 */
export function isSitePath(value: string): boolean {
  if (value.length > maxUrlLength || !/^\/(?![/\\])/.test(value) || /\s/.test(value) || unsafeUrlChars.test(value)) {
    return false;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  if (unsafeUrlChars.test(decoded) || /^\/[/\\]/.test(decoded)) return false;
  try {
    return new URL(value, probeOrigin).origin === probeOrigin;
  } catch {
    return false;
  }
}

/** An absolute http(s) URL, or '' for none; with `allowSitePath`, also a path on this site such as '/about-us'. */
export const formUrl = (message = 'Please enter a valid URL.', opts: { allowSitePath?: boolean } = {}) =>
  withFormat(
    z.preprocess(
      (value) => (value === null ? '' : typeof value === 'string' ? value.trim() : value),
      z
        .string({ error: message })
        .refine((v) => v === '' || isHttpUrl(v) || (opts.allowSitePath === true && isSitePath(v)), { message }),
    ),
    // A site path is a relative reference; an address alone is an absolute URI.
    opts.allowSitePath ? 'uri-reference' : 'uri',
    { clearable: true },
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

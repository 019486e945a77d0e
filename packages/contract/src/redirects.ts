import { z } from 'zod';
import { withFormat } from './documented.ts';
import { choice, date, defaulted, number, readOnly, resourceFields, text } from './fields.ts';
import { isHttpUrl, isSitePath } from './form.ts';
import { baseRecordSchema } from './record.ts';
import { standardTexts } from './resource-texts.ts';

/*
 * Decision 078: redirects from old addresses of the site to new ones, managed by administrators
 * (a list resource), answered before the page cache, with their hits counted.
 */

/** 301: moved for good (search engines move the old address's standing to the new one); 302: for now. */
export const RedirectStatuses = [301, 302] as const;
export type RedirectStatus = (typeof RedirectStatuses)[number];

/** The longest address either side takes (as the site's other addresses). */
const MAX_ADDRESS = 2048;
/** The most lines one CSV import takes (a file within the API's 1 MB body). */
export const MAX_IMPORT_LINES = 10_000;
/** The CSV export's columns; the import reads from, to and status and passes over the others. */
export const RedirectCsvColumns = ['from', 'to', 'status', 'hits', 'last_hit_at'] as const;

export const RedirectMessages = {
  fromRequired: 'From is required.',
  fromInvalid: 'From must be an address of this site starting with / (no scheme, host, space or #).',
  fromReserved: 'Addresses under /api and /admin cannot be redirected.',
  fromTaken: 'A redirect from this address exists already.',
  toRequired: 'To is required.',
  toInvalid: 'To must be an address of this site starting with / or a full address starting with http:// or https://.',
  statusInvalid: 'status must be 301 or 302.',
  loop: 'This redirect would loop: following it leads back to its own address.',
  invalid: 'This redirect is not valid.',
  readOnly: 'Hits are counted by the server.',
  csvEmpty: 'The file holds no redirects.',
  csvHeader: 'The first line names the columns: it must name both from and to.',
  csvTooLong: `The file has more than ${MAX_IMPORT_LINES.toLocaleString('en')} redirects: import it in parts.`,
  csvQuote: 'A quoted cell that starts on this line is never closed.',
  csvDuplicate: (line: number) => `This from address is already on line ${line}.`,
  importRefused: (lines: number) =>
    `${lines} ${lines === 1 ? 'line' : 'lines'} cannot be imported, so nothing was imported. Correct ${lines === 1 ? 'it' : 'them'} and import the file again.`,
  imported: ({ added, updated, unchanged }: { added: number; updated: number; unchanged: number }) =>
    `Redirects imported: ${added} added, ${updated} updated, ${unchanged} unchanged.`,
} as const;

export const RedirectTexts = standardTexts('Redirect', 'Redirects', { searchPlaceholder: 'Search Redirects' });

/** The Redirects screen's own words beside the list's standard ones. */
export const RedirectScreenTexts = {
  description:
    'Old addresses of this site that send visitors and search engines on to new ones, before any page is looked up. Changing a blog’s, article’s, video’s or podcast’s address adds one by itself.',
  from: 'From',
  to: 'To',
  status: 'Type',
  statusLabels: { 301: '301 Permanent', 302: '302 Temporary' } satisfies Record<RedirectStatus, string>,
  fromHint: 'An address of this site, such as /old-page or /?p=12',
  toHint: 'An address of this site, such as /blogs/new-post, or a full https:// address',
  hits: 'Hits',
  lastHit: (when: string) => `Last hit ${when}`,
  neverHit: 'Never hit',
  exportCsv: 'Export CSV',
  exportFailed: 'Unable to export the redirects. Please try again.',
  importCsv: 'Import CSV',
  importTitle: 'Import redirects from a CSV file',
  importHint:
    'One redirect per line: from, to and status (301 or 302; 301 when empty), as Export CSV writes them. A first line naming the columns is optional. An address already redirected takes the file’s target.',
  importFile: 'CSV file',
  importSubmit: 'Import',
  importCancel: 'Cancel',
  importFailed: 'The file could not be imported. Please try again.',
  importFileRequired: 'Choose a CSV file.',
  badLines: 'Nothing was imported. These lines need correcting:',
  /** One refused line of an import ('line 3' as the answer's errors name it), or what was wrong with the file. */
  badLine: (where: string, message: string) =>
    where.startsWith('line ') ? `Line ${where.slice(5)}: ${message}` : message,
} as const;

/**
 * The API's and the back office's addresses are never redirected: a redirect there would lock
 * the administrators out. The server asks again once the address is normalised ('/x/../api').
 */
export function isReservedRedirectPath(path: string): boolean {
  const lower = path.split('?')[0]!.toLowerCase();
  return ['/api', '/admin'].some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const fromRule = withFormat(
  z.preprocess(
    trimmed,
    z
      .string({ error: RedirectMessages.fromRequired })
      .min(1, RedirectMessages.fromRequired)
      .max(MAX_ADDRESS, RedirectMessages.fromInvalid)
      .refine((value) => isSitePath(value) && !value.includes('#'), RedirectMessages.fromInvalid)
      .refine((value) => !isReservedRedirectPath(value), RedirectMessages.fromReserved),
  ),
  'uri-reference',
);

const toRule = withFormat(
  z.preprocess(
    trimmed,
    z
      .string({ error: RedirectMessages.toRequired })
      .min(1, RedirectMessages.toRequired)
      .max(MAX_ADDRESS, RedirectMessages.toInvalid)
      .refine((value) => isSitePath(value) || isHttpUrl(value), RedirectMessages.toInvalid),
  ),
  'uri-reference',
);

export const redirectSortKeys = [
  'position',
  '-position',
  'from',
  '-from',
  'to',
  '-to',
  'hits',
  '-hits',
  'created_at',
  '-created_at',
] as const;

/**
 * A redirect's fields, declared once (decision 074). Its `status` is the HTTP status it answers
 * with, which takes the place of the list engine's published state in the record (decision 078).
 */
export const redirectFields = resourceFields({
  from: text({
    column: 'from_path',
    max: MAX_ADDRESS,
    required: RedirectMessages.fromRequired,
    rule: fromRule,
    label: RedirectScreenTexts.from,
    hint: RedirectScreenTexts.fromHint,
    placeholder: '/old-page',
  }),
  to: text({
    column: 'to_url',
    max: MAX_ADDRESS,
    required: RedirectMessages.toRequired,
    rule: toRule,
    label: RedirectScreenTexts.to,
    hint: RedirectScreenTexts.toHint,
    placeholder: '/new-page',
  }),
  status: choice({
    column: 'code',
    options: RedirectStatuses,
    message: RedirectMessages.statusInvalid,
    initial: 301,
    label: RedirectScreenTexts.status,
  }),
  // Requests it answered, and the last one's time: counted by the server.
  hits: defaulted(readOnly(number({ column: 'hits', message: RedirectMessages.readOnly }))),
  last_hit_at: readOnly(date({ column: 'last_hit_at', rule: z.string(), nullable: true })),
});

/** A redirect as the API answers it: with its hits (requests answered) and the last one's time. */
export const redirectSchema = baseRecordSchema.extend(redirectFields.record);
export type Redirect = z.infer<typeof redirectSchema>;

/** What a CSV import did. */
export const redirectImportSchema = z.object({ added: z.number(), updated: z.number(), unchanged: z.number() });

import { z } from 'zod';

/**
 * ours (decision 086): a back-office form's unsaved draft, kept on the server per user, screen
 * and record, so it survives another browser, and its records flagged on their list. The
 * browser keeps its own copy too (with chosen files, which the server's does not hold:
 * decision 027).
 */

/** A screen is the resource's API key ('faqs', 'categories:1', 'pages'); a record its id or 'new'. */
const draftKey = (name: string) =>
  z
    .string()
    .min(1, `${name} is required.`)
    .max(100, `${name} must be at most 100 characters.`)
    .regex(/^[A-Za-z0-9:_-]+$/, `${name} must be letters, digits, ':', '_' or '-'.`);

/** The largest draft the server keeps, as JSON: a long article with its markup fits many times. */
export const MAX_DRAFT_BYTES = 512 * 1024;

export const draftScreenParams = z.object({ screen: draftKey('screen') });
export const draftParams = draftScreenParams.extend({ record: draftKey('record') });

/** A form's values as JSON: what the form holds, files left out. */
const draftValues = z.record(z.string(), z.unknown());

export const draftBodySchema = z.strictObject({ values: draftValues });

export const draftSchema = z.object({
  record: z.string(),
  values: draftValues,
  /** When the server kept it (its clock, so comparable with a record's updated_at). */
  saved_at: z.string(),
});
export type ServerDraft = z.infer<typeof draftSchema>;

/** A screen's drafts without their values: which records have one, and since when (the list's flags). */
export const draftSummarySchema = draftSchema.pick({ record: true, saved_at: true });
export type DraftSummary = z.infer<typeof draftSummarySchema>;

export const DraftMessages = {
  saved: 'Draft kept.',
  removed: 'Draft removed.',
  tooLarge: `The draft is larger than ${MAX_DRAFT_BYTES / 1024} KB: it is kept in this browser only.`,
};

/** The list's flag of a record with an unsaved draft of the signed-in user's. */
export const DraftTexts = {
  flag: 'Unsaved draft',
  flagTitle: 'You have unsaved changes to this item. Open it to restore or discard them.',
};

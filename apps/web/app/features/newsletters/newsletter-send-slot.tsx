import type { Newsletter } from '@atrium/contract/newsletters';

/**
 * DECISION 053'S PLACE (newsletters-send): the "Send" / "Schedule" button group beside Preview
 * and Send a test, and the report panel under the form. Decision 052 renders these two slots
 * and nothing in them; the sending helper fills them (POST /newsletters/:id/send/ and its
 * report). `onChanged` refreshes the newsletter (its state) after a send or schedule.
 */
export function NewsletterSendButtons(_props: { newsletter: Newsletter; onChanged: () => void }) {
  return null;
}

/** DECISION 053'S PLACE: the newsletter's report (queued, sent, failed, unsubscribed after it). */
export function NewsletterReportPanel(_props: { newsletter: Newsletter }) {
  return null;
}

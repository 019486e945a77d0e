/** A moment as administrators read it: 'Nov 23, 2026, 12:07 PM' (US English, the browser's zone). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

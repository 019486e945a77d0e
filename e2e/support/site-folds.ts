import type { Locator, Page } from '@playwright/test';
import { expect } from './site.ts';

/**
 * Helpers of the dynamic pages' specs (site-home, site-about, site-initiatives, site-learn):
 * what the public API says a section should show, read the way any client reads it.
 */

/** The data of a public API read ('/api/...'), which must succeed. */
export async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export type PublicFold = { id: number; name: string; position: number; status: number };

/** The ids of the page's sections, in the order the page shows them. */
export async function sectionIds(page: Page): Promise<string[]> {
  const sections = await page.locator('main > section[id]').all();
  return Promise.all(sections.map(async (section) => (await section.getAttribute('id')) ?? ''));
}

/** The id the spec gives a fold's section: lower case, spaces to hyphens, other characters dropped. */
export function foldId(name: string): string {
  return name
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** The shown folds of a default page, by position (GET /api/pages/{customUrl}/). */
export async function shownFolds(page: Page, slug: string): Promise<PublicFold[]> {
  const { folds } = await apiData<{ folds: PublicFold[] }>(page, `/api/pages/${slug}/`);
  return folds.filter((fold) => fold.status === 0).sort((a, b) => a.position - b.position);
}

/** The visible text of an element, spaces folded. */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** A cut description: at most `max` characters, and when it was longer, cut between words and ended with '…'. */
export function expectCut(text: string, full: string, max: number): void {
  const plain = full.replace(/\s+/g, ' ').trim();
  if ([...plain].length <= max) expect(text).toBe(plain);
  else expectWordCut(text, plain, max);
}

/** A text cut from `whole` by the site's one truncation (site/ui/text.ts): a whole-word start of it, then '…'. */
function expectWordCut(text: string, whole: string, max: number): void {
  expect(text.endsWith('…'), text).toBe(true);
  const kept = text.slice(0, -1);
  expect([...kept].length).toBeLessThanOrEqual(max);
  expect(whole.startsWith(kept), text).toBe(true);
  // The next character of the whole text is not a letter or digit: no word was cut in two.
  expect(whole.charAt(kept.length), text).not.toMatch(/[\p{L}\p{N}]/u);
}

/** Rich text as the site shows it in a card: tags dropped (inline ones without a space), spaces folded. */
export function plain(html: string): string {
  return html
    .replace(/<\/?(a|b|em|i|strong|span|u|code|sub|sup|mark|small)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Rich text as the site cuts it: its blocks as sentences on one line (a heading gets a full stop). */
export function sentences(html: string): string {
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote|div|ul|ol)>|<br\s*\/?>/i)
    .map(plain)
    .filter(Boolean)
    .map((text) => (/[.!?:;…"”’)]$/.test(text) ? text : `${text}.`))
    .join(' ');
}

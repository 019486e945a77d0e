import { type SitePage, SitePageLabels } from '@atrium/contract/enums';
import {
  type Fold,
  FoldLabels,
  type FoldName,
  FoldStatusLabels,
  learnItemPath,
  LearnTypeOfPage,
  type Page,
  PageTexts,
} from '@atrium/contract/pages';
import type { FieldChange } from '@atrium/contract/revisions';
import { stripMarkup } from '@atrium/contract/text';
import { clip } from '../../resource-kit/change-words.ts';

/**
 * Decision 088: the Pages screen's writes in the audit log's and History's words (those decision
 * 085 gave the list resources): the page's name, each field by the form's label, the sections
 * by name and whether they show, and only what changed.
 */

/** The labels of a page's revision fields: the meta form's, and its sections. */
const pageFieldLabels: Readonly<Record<string, string>> = {
  ...PageTexts.fieldLabels,
  folds: PageTexts.foldsHeading,
};

/** A page as people know it: a default page by its name ("Home page"), a learn item's by its title. */
export function pageTitle(page: Pick<Page, 'pageType' | 'customUrl' | 'title'>): string {
  if (page.pageType === 'default') return `${SitePageLabels[page.customUrl as SitePage] ?? page.title} page`;
  return stripMarkup(page.title).trim() || page.customUrl;
}

/** What a page's revision keeps (decision 033), from the page as the screen has it. */
function pageSnapshotOf(page: Page): Record<string, unknown> {
  const meta = {
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    metaOGTitle: page.metaOGTitle,
    metaOGDescription: page.metaOGDescription,
    metaKeywords: page.metaKeywords,
  };
  if (page.pageType !== 'default') return { customUrl: page.customUrl, ...meta };
  return { ...meta, folds: page.folds.map((fold) => ({ name: fold.name, status: fold.status })) };
}

/** The sections in order, by name, the hidden ones said so: "Hero, Team (hidden)". */
function foldWords(value: unknown): string {
  if (!Array.isArray(value)) return '';
  return value
    .map((fold: { name?: unknown; status?: unknown }) => {
      const name = FoldLabels[fold.name as FoldName] ?? String(fold.name);
      return fold.status === 1 ? `${name} (${FoldStatusLabels[1].toLowerCase()})` : name;
    })
    .join(', ');
}

/** Each field of a page's snapshot as words. */
export function pageSnapshotWords(data: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).map(([field, value]) => [
      field,
      field === 'folds' ? foldWords(value) : value === null || value === undefined ? '' : String(value),
    ]),
  );
}

/** The labels of these fields, for History's compare. */
export const pageLabelsOf = (fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, pageFieldLabels[field] ?? field]));

const foldName = (fold: Fold) => FoldLabels[fold.name] ?? fold.name;

/**
 * What a write did to a page's sections, one line each: a section added or deleted, shown or
 * hidden ("All learn content: Shown → Hidden"), and the order when it moved; not the whole list.
 */
function foldChanges(before: Fold[], after: Fold[]): FieldChange[] {
  const byName = (folds: Fold[]) => new Map(folds.map((fold) => [fold.name, fold]));
  const was = byName(before);
  const is = byName(after);
  const changes: FieldChange[] = [];
  for (const fold of after) {
    const old = was.get(fold.name);
    if (!old) changes.push({ field: 'folds', label: PageTexts.foldAddedLabel, after: foldName(fold) });
    else if (old.status !== fold.status)
      changes.push({
        field: 'folds',
        label: foldName(fold),
        before: FoldStatusLabels[old.status],
        after: FoldStatusLabels[fold.status],
      });
  }
  for (const fold of before)
    if (!is.has(fold.name)) changes.push({ field: 'folds', label: PageTexts.foldDeletedLabel, after: foldName(fold) });
  const order = (folds: Fold[], other: Map<string, Fold>) =>
    [...folds]
      .sort((a, b) => a.position - b.position)
      .filter((fold) => other.has(fold.name))
      .map(foldName)
      .join(', ');
  const oldOrder = order(before, is);
  const newOrder = order(after, was);
  if (oldOrder !== newOrder)
    changes.push({ field: 'folds', label: PageTexts.foldOrderLabel, before: clip(oldOrder), after: clip(newOrder) });
  return changes;
}

/**
 * What a write changed of a page, in words: each meta field old → new, and its sections one
 * change at a time (History compares the whole list).
 */
export function pageChanges(before: Page | undefined, after: Page): FieldChange[] {
  const old = before ? pageSnapshotWords(pageSnapshotOf(before)) : {};
  const now = pageSnapshotWords(pageSnapshotOf(after));
  const meta = Object.keys(now).flatMap((field): FieldChange[] => {
    const was = old[field] ?? '';
    const is = now[field] ?? '';
    if (field === 'folds' || was === is) return [];
    const label = pageFieldLabels[field] ?? field;
    // Decision 096: a learn item's address reads as the address it was and is ('/blogs/a → /blogs/b').
    if (field === 'customUrl' && before && after.pageType !== 'default') {
      const type = LearnTypeOfPage[after.pageType];
      return [{ field, label, before: learnItemPath(type, was), after: learnItemPath(type, is) }];
    }
    return [before ? { field, label, before: clip(was), after: clip(is) } : { field, label, after: clip(is) }];
  });
  return after.pageType === 'default' ? [...meta, ...foldChanges(before?.folds ?? [], after.folds)] : meta;
}

/** Decision 096: a save that changed a learn item's address and nothing else says so ("Changed the address"). */
export const metaSaveAction = (changes: FieldChange[]): 'address_change' | 'update' =>
  changes.length > 0 && changes.every((change) => change.field === 'customUrl') ? 'address_change' : 'update';

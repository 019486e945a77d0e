import type { RevisionDetail } from '@atrium/contract/revisions';
import { fieldLabel } from '@atrium/contract/revisions';
import { stripMarkup } from '@atrium/contract/text';
import { diffWords } from 'diff';

/** One run of words in a rich-text comparison: in both versions, or only in one of them. */
export type WordPart = { text: string; change: 'same' | 'removed' | 'added' };

/** One field of a revision beside the saved record (decision 033). */
export type FieldDiff =
  | { field: string; label: string; kind: 'rich'; same: boolean; before: WordPart[]; after: WordPart[] }
  | { field: string; label: string; kind: 'file'; same: boolean; before: string | null; after: string | null }
  | { field: string; label: string; kind: 'value'; same: boolean; before: string; after: string };

/** Rich text as the words a reader sees (markup and entities gone, spaces folded). */
export function plainText(html: unknown): string {
  return typeof html === 'string' ? stripMarkup(html).replace(/\s+/g, ' ').trim() : '';
}

/**
 * Rich text compared by words (jsdiff): the revision's side marks what the saved record no
 * longer has, the saved side what it has that the revision did not.
 */
export function wordDiff(before: string, after: string): { before: WordPart[]; after: WordPart[] } {
  const left: WordPart[] = [];
  const right: WordPart[] = [];
  for (const part of diffWords(before, after)) {
    if (part.added) right.push({ text: part.value, change: 'added' });
    else if (part.removed) left.push({ text: part.value, change: 'removed' });
    else {
      left.push({ text: part.value, change: 'same' });
      right.push({ text: part.value, change: 'same' });
    }
  }
  return { before: left, after: right };
}

/** A value as one line of text: '' for nothing, lists joined, a page's folds by name (hidden ones marked). */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') {
    const { name, status } = value as { name?: unknown; status?: unknown };
    if (typeof name === 'string') return status === 0 ? `${name} (hidden)` : name;
    return JSON.stringify(value);
  }
  return String(value);
}

/**
 * Every field of the revision and the saved record, in the revision's order, each compared by its
 * kind; labels and plain values in the server's words where it gives them (the audit log's, decision 085).
 */
export function diffRevision(
  detail: Pick<RevisionDetail, 'data' | 'current' | 'richText' | 'files' | 'words'>,
): FieldDiff[] {
  const fields = [...new Set([...Object.keys(detail.data), ...Object.keys(detail.current)])];
  const words = detail.words;
  return fields.map((field): FieldDiff => {
    const before = detail.data[field];
    const after = detail.current[field];
    const label = words?.labels[field] ?? fieldLabel(field);
    if (detail.richText.includes(field)) {
      const words = wordDiff(plainText(before), plainText(after));
      return { field, label, kind: 'rich', same: before === after, ...words };
    }
    if (detail.files.includes(field)) {
      const path = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
      return {
        field,
        label,
        kind: 'file',
        same: path(before) === path(after),
        before: path(before),
        after: path(after),
      };
    }
    const left = words?.data[field] ?? valueText(before);
    const right = words?.current[field] ?? valueText(after);
    return { field, label, kind: 'value', same: left === right, before: left, after: right };
  });
}

/** A stored file's name as the panel shows it: the last part of its path. */
export function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

import type { SortSpec } from './define-resource.ts';

/** sort_by keys such as 'position' and '-created_at' mapped to columns; a leading '-' sorts descending. */
export function positionSorts(keys: readonly string[]): Record<string, SortSpec> {
  return Object.fromEntries(
    keys.map((key) => [key, { column: key.replace(/^-/, ''), direction: key.startsWith('-') ? 'desc' : 'asc' }]),
  );
}

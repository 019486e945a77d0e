import type { SortSpec } from './define-resource.ts';

/**
 * sort_by keys such as 'position' and '-created_at' mapped to columns; a leading '-' sorts
 * descending. `columnOf` renames wire names that differ from their column.
 */
export function sortsFor(keys: readonly string[], columnOf: Record<string, string> = {}): Record<string, SortSpec> {
  return Object.fromEntries(
    keys.map((key) => {
      const name = key.replace(/^-/, '');
      return [key, { column: columnOf[name] ?? name, direction: key.startsWith('-') ? 'desc' : 'asc' }];
    }),
  );
}

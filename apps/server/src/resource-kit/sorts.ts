import type { SortSpec } from './define-resource.ts';

type Name<K extends string> = K extends `-${infer N}` ? N : K;
/** The column a sort key orders by: its renamed column, or the key's own name. */
type SortColumn<K extends string, M> = K extends string
  ? Name<K> extends keyof M
    ? M[Name<K>] & string
    : Name<K>
  : never;

/**
 * sort_by keys such as 'position' and '-created_at' mapped to columns; a leading '-' sorts
 * descending. `columnOf` renames wire names that differ from their column. The columns are
 * typed, so a definition whose key names no column of its table does not compile.
 */
export function sortsFor<const K extends string, const M extends Record<string, string> = Record<never, string>>(
  keys: readonly K[],
  columnOf?: M,
): Record<string, SortSpec<SortColumn<K, M>>> {
  const renamed: Record<string, string> = columnOf ?? {};
  const specs: Record<string, SortSpec> = {};
  for (const key of keys) {
    const name = key.replace(/^-/, '');
    specs[key] = { column: renamed[name] ?? name, direction: key.startsWith('-') ? 'desc' : 'asc' };
  }
  // The loop computes at run time what SortColumn states for each key.
  return specs as Record<string, SortSpec<SortColumn<K, M>>>;
}

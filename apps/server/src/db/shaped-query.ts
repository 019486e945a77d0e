import { CompiledQuery } from 'kysely';

/** Where a value goes in a query compiled ahead of its values. */
type Slot = { readonly slot: string };

const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 1 && 'slot' in value;

/**
 * A query whose SQL depends on a few choices (its shape: which tables, how many ids, which
 * order) and whose values change on every call, compiled once per shape. Building and compiling
 * a large query costs Kysely about as much CPU as SQLite spends running it (the learn feed: 0.4 ms
 * of 0.7 ms); a hot public read pays it once. `build` writes the query with `slot(name)` where a
 * value goes; each call fills the slots from `values`. Constants written into the query stay.
 */
export function shapedQuery<S, R>(
  keyOf: (shape: S) => string,
  build: (shape: S, slot: <T>(name: string) => T) => { compile(): CompiledQuery<R> },
) {
  const compiled = new Map<string, CompiledQuery<R>>();
  return (shape: S, values: Record<string, unknown>): CompiledQuery<R> => {
    const key = keyOf(shape);
    let query = compiled.get(key);
    if (!query) {
      query = build(shape, <T>(name: string) => ({ slot: name }) as T).compile();
      compiled.set(key, query);
    }
    const parameters = query.parameters.map((value) => {
      if (!isSlot(value)) return value;
      if (!(value.slot in values)) throw new Error(`No value for the slot '${value.slot}'.`);
      return values[value.slot];
    });
    return CompiledQuery.raw(query.sql, parameters) as CompiledQuery<R>;
  };
}

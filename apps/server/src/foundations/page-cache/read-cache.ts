/**
 * The public answers of the site's in-process reads (`app.operations.call`, plugins/endpoints.ts),
 * kept until the next content change: what anyone reads at a given content version is the same
 * for everyone, and a page the page store does not hold (a new filter, a query string, a crawler)
 * mostly asks what other pages asked. Part of the render cache (decision 075): its budget is a
 * share of PAGE_CACHE_MB and the render cache's `invalidate()` empties it with the pages.
 *
 * Least recently used first out once the bytes held pass the budget. `clear` raises the
 * generation, so a read begun before a content change is never kept after it.
 */
export type ReadAnswer = { status: number; body: unknown };

export type ReadCache = ReturnType<typeof createReadCache>;

/**
 * What a kept answer holds in V8's heap, estimated from its JSON: its strings are mostly one byte
 * a character, and the objects around them cost about as much again. An estimate, not a count.
 */
const HEAP_PER_JSON_CHAR = 2;

export function createReadCache(maxBytes: number) {
  const entries = new Map<string, { answer: ReadAnswer; bytes: number }>();
  let bytes = 0;
  let generation = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    generation: () => generation,

    get(key: string): ReadAnswer | undefined {
      const found = entries.get(key);
      if (!found) return undefined;
      entries.delete(key);
      entries.set(key, found);
      return found.answer;
    },

    /**
     * Keeps `answer` (frozen: loaders get the same objects, and pieces of HTML are keyed by them,
     * decision 056) when no content change came since `startedAt`, and returns it.
     */
    set<T extends ReadAnswer>(key: string, answer: T, startedAt: number): T {
      deepFreeze(answer);
      if (startedAt !== generation) return answer;
      const size = (key.length + JSON.stringify(answer.body).length) * HEAP_PER_JSON_CHAR;
      // One answer may use a quarter, as one page may in the page store.
      if (size > maxBytes / 4) return answer;
      remove(key);
      entries.set(key, { answer, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
      return answer;
    },

    clear(): void {
      generation += 1;
      entries.clear();
      bytes = 0;
    },

    bytes: () => bytes,
  };
}

/** Shared answers are frozen: a loader that changed one would change it for every later page. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

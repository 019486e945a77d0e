import { isExpired, type FormDraft } from './form-drafts';

/**
 * Where drafts live: one IndexedDB store in this browser, keyed `<user>/<screen>/<record>`.
 * IndexedDB keeps a chosen File as it is (structured clone), so a draft brings its files back
 * too. Every call answers quietly when storage is unavailable (a private window, a blocked or
 * full database): the forms then work as before, without autosave.
 */
const DB_NAME = 'atrium-drafts';
const STORE = 'drafts';

let opening: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  if (opening) return opening;
  opening = new Promise<IDBDatabase | null>((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | null> {
  return database().then(
    (db) =>
      new Promise<T | null>((resolve) => {
        if (!db) return resolve(null);
        try {
          const transaction = db.transaction(STORE, mode);
          const request = work(transaction.objectStore(STORE));
          transaction.oncomplete = () => resolve(request ? request.result : null);
          transaction.onerror = () => resolve(null);
          transaction.onabort = () => resolve(null);
        } catch {
          resolve(null);
        }
      }),
  );
}

export function readDraft<V>(key: string): Promise<FormDraft<V> | null> {
  return run<FormDraft<V> | undefined>(
    'readonly',
    (store) => store.get(key) as IDBRequest<FormDraft<V> | undefined>,
  ).then((draft) => draft ?? null);
}

export function writeDraft<V>(key: string, draft: FormDraft<V>): Promise<void> {
  return run('readwrite', (store) => void store.put(draft, key)).then(() => undefined);
}

export function removeDraft(key: string): Promise<void> {
  return run('readwrite', (store) => void store.delete(key)).then(() => undefined);
}

/** Removes drafts older than the limit (decision 027: 30 days), whoever typed them. */
export function pruneDrafts(now: number): Promise<void> {
  return run('readwrite', (store) => {
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      const entry = cursor.result;
      if (!entry) return;
      if (isExpired(entry.value as FormDraft, now)) entry.delete();
      entry.continue();
    };
  }).then(() => undefined);
}

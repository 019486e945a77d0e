import type { UploadProgress } from '~/lib/api-client';
import type { AnyWriteBody, Transfer } from './resource-api';

/** The upload under way: bytes sent out of the total; null when no file is going out. */
export type UploadSnapshot = UploadProgress | null;

/** The files a save carries, in bytes; 0 for a body without files (sent as JSON). */
export function fileBytes(body: AnyWriteBody): number {
  let bytes = 0;
  for (const value of Object.values(body)) if (value instanceof Blob) bytes += value.size;
  return bytes;
}

/**
 * One save's upload, outside React state: the progress bar subscribes to it alone, so a
 * progress event every few milliseconds re-renders the bar, never the form or the list.
 * Updates are whole percents (at most about a hundred per upload).
 */
export function createUploadTracker() {
  let snapshot: UploadSnapshot = null;
  let controller: AbortController | null = null;
  const listeners = new Set<() => void>();
  const emit = (next: UploadSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const percent = (p: UploadProgress) => (p.total > 0 ? Math.floor((p.loaded / p.total) * 100) : 0);

  return {
    /**
     * Starts a save: a way to cancel it, and, when it carries files, the progress of their
     * upload (shown at 0 % at once, before the first event).
     */
    begin(body: AnyWriteBody): Transfer {
      controller = new AbortController();
      const bytes = fileBytes(body);
      if (bytes === 0) {
        emit(null);
        return { signal: controller.signal };
      }
      emit({ loaded: 0, total: bytes });
      return {
        signal: controller.signal,
        onUploadProgress: (progress) => {
          if (!snapshot || percent(progress) !== percent(snapshot) || progress.loaded === progress.total) {
            emit(progress);
          }
        },
      };
    },
    /** The save has an answer (or failed): nothing is going out any more. */
    end() {
      controller = null;
      emit(null);
    },
    /** Stops the save under way; its call rejects with an AbortError. */
    cancel() {
      controller?.abort();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: (): UploadSnapshot => snapshot,
  };
}

export type UploadTracker = ReturnType<typeof createUploadTracker>;

/** A save the user cancelled: not a failure to report. */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

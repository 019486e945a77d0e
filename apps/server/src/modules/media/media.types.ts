import type { UploadedFile } from './uploaded-file.ts';

export type MediaKind = 'image' | 'video' | 'audio';

/**
 * What the rest of the server knows of media: store an upload (its type decided by its bytes)
 * and get back the public path under /media/, or remove one.
 */
export type MediaService = {
  /**
   * Checks the file's bytes against `kind`, re-encodes images (metadata stripped, WebP
   * variants), stores it under a generated name and returns its path, e.g. '/media/images/ab12.jpg'.
   * Throws 415 with the spec's message (keyed by `file.field`) for a wrong type, or with
   * `options.wrongTypeMessage` where a screen words it otherwise; 413 when too large.
   */
  store(file: UploadedFile, kind: MediaKind, options?: { wrongTypeMessage?: string }): Promise<string>;
  /**
   * A stored file's size and content type (a podcast feed's enclosure); undefined for a path
   * this service did not hand out or a file that is gone.
   */
  describe(mediaPath: string): Promise<{ bytes: number; contentType: string } | undefined>;
  /**
   * A stored audio or video file's length in whole seconds, read from the file (music-metadata):
   * what a podcast record keeps beside its audio path, and a video episode's itunes:duration.
   * Undefined for another path, a file that is gone or one whose length cannot be told.
   */
  duration(mediaPath: string): Promise<number | undefined>;
  /** Removes a stored file and its variants; a path it does not know is ignored. */
  remove(mediaPath: string): Promise<void>;
  /**
   * After a record's update is committed (never before: a failed update keeps its files),
   * removes each stored file the record held before and no longer holds, with its variants.
   * `before` and `after` are the record's values (a row); only values that are paths this
   * service handed out count, and a file a revision still points at is kept (decision 033; a
   * record deleted forever removes its files through here too, so they are kept the same way).
   * Never throws: a file that cannot be removed is logged and left.
   */
  removeReplaced(before: Record<string, unknown>, after: Record<string, unknown>): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

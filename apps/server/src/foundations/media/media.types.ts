import type { UploadedFile } from './uploaded-file.ts';

export type MediaKind = 'image' | 'video' | 'audio';

export type StoreOptions = {
  /** The 415 message where a screen words it otherwise. */
  wrongTypeMessage?: string;
  /** The library row's alt text and decorative flag (decision 038). */
  alt?: string;
  decorative?: boolean;
  /** Who uploaded it (the library's uploaded_by). */
  by?: number | null;
  /** Uploaded to the library itself: kept while nothing uses it. */
  inLibrary?: boolean;
};

/**
 * What the rest of the server knows of media: store an upload (its type decided by its bytes)
 * and get back the public path under /media/, or remove one.
 */
export type MediaService = {
  /**
   * Checks the file's bytes against `kind`, re-encodes images (metadata stripped, WebP
   * variants), stores it under a generated name, records it in the media library (decision 038)
   * and returns its path, e.g. '/media/images/ab12.jpg'.
   * Throws 415 with the spec's message (keyed by `file.field`) for a wrong type, or with
   * `options.wrongTypeMessage` where a screen words it otherwise; 413 when too large.
   */
  store(file: UploadedFile, kind: MediaKind, options?: StoreOptions): Promise<string>;
  /** What the file's bytes say it is, among the kinds this service stores; undefined for anything else. */
  kindOf(file: UploadedFile): Promise<MediaKind | undefined>;
  /**
   * A stored file's size and content type (a podcast feed's enclosure); undefined for a path
   * this service did not hand out or a file that is gone.
   */
  describe(mediaPath: string): Promise<{ bytes: number; contentType: string } | undefined>;
  /** A stored file's bytes (the site's icons are made from the settings' images, decision 048); undefined when it is gone. */
  read(mediaPath: string): Promise<Buffer | undefined>;
  /**
   * A file chosen from the media library for a `kind` field: answers its path, or throws 400
   * (keyed by `field`) when the library has no such file of that kind.
   */
  chosen(path: string, kind: MediaKind, field: string): Promise<string>;
  /** Writes the alt text or decorative flag of a stored file (its library row); a path it does not know is ignored. */
  describeImage(path: string, values: { alt?: string; decorative?: boolean }): Promise<void>;
  /**
   * A stored audio or video file's length in whole seconds, read from the file (music-metadata):
   * what a podcast record keeps beside its audio path, and a video episode's itunes:duration.
   * Undefined for another path, a file that is gone or one whose length cannot be told.
   */
  duration(mediaPath: string): Promise<number | undefined>;
  /** Removes a stored file and its variants, and its library row; a path it does not know is ignored. */
  remove(mediaPath: string): Promise<void>;
  /**
   * After a record's update is committed (never before: a failed update keeps its files),
   * removes each stored file the record held before and no longer holds, with its variants.
   * `before` and `after` are the record's values (a row); only paths this service handed out
   * count: a value that is one (a file field) or the ones inside a value (a rich-text field's
   * images, decision 039). A file a revision or another record still points at is kept
   * (decisions 033 and 039; a record deleted forever removes its files and its texts' images
   * through here too, so they are kept the same way).
   * Never throws: a file that cannot be removed is logged and left.
   */
  removeReplaced(before: Record<string, unknown>, after: Record<string, unknown>): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

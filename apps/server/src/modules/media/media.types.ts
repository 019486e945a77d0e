import type { UploadedFile } from './uploaded-file.ts';

export type MediaKind = 'image' | 'video';

/**
 * What the rest of the server knows of media: store an upload (its type decided by its bytes)
 * and get back the public path under /media/, or remove one.
 */
export type MediaService = {
  /**
   * Checks the file's bytes against `kind`, re-encodes images (metadata stripped, WebP
   * variants), stores it under a generated name and returns its path, e.g. '/media/images/ab12.jpg'.
   * Throws 415 with the spec's message (keyed by `file.field`) for a wrong type, 413 when too large.
   */
  store(file: UploadedFile, kind: MediaKind): Promise<string>;
  /** Removes a stored file and its variants; a path it does not know is ignored. */
  remove(mediaPath: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

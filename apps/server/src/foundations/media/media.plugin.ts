import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from './create-storage.ts';
import { createMediaLibraryService, type MediaLibraryService, type MediaTranslator } from './media-library.service.ts';
import { createMediaRepository, type MediaHolder } from './media.repository.ts';
import { createMediaService } from './media.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mediaLibrary: MediaLibraryService;
    /**
     * Names a table whose rows refer to stored media, while the app is built (decision 076): the
     * list resources and the site settings register theirs, as media, below them, knows neither.
     */
    registerMediaHolder(holder: MediaHolder): void;
    /**
     * Gives the library the resource kit's translator of its alt texts (decision 100), while the
     * app is built: the floor above makes it, as media, below the kit, cannot import it (076).
     */
    registerMediaTranslator(translator: MediaTranslator): void;
  }
}

/**
 * Media: decorates `app.media` (store and remove uploads, each recorded in the media library),
 * `app.mediaLibrary` (decision 038) and serves GET /media/* from the storage driver. The
 * rich-text editor's image upload and the library's calls are API routes (media.routes.ts).
 */
export default fp(
  async function mediaPlugin(app: FastifyInstance) {
    const { config } = app;
    const storage = createStorage(config.storage);
    const repo = createMediaRepository(app.db);
    const holders: MediaHolder[] = [];
    let translator: MediaTranslator | undefined;
    let isReady = false;
    app.decorate('registerMediaHolder', (holder: MediaHolder) => {
      // Once ready, the library's first backfill has read the holders: a later one would be missed.
      if (isReady) throw new Error(`media: the holder ${holder.resource} came after the app was ready`);
      holders.push(holder);
    });
    app.decorate('registerMediaTranslator', (given: MediaTranslator) => {
      translator = given;
    });
    // A replaced or deleted record's file stays while another record, text, picture or kept
    // revision refers to it, or when it was uploaded to the library itself.
    const inUse = async (paths: string[]) => {
      const [hits, kept] = await Promise.all([repo.holders(holders, paths), repo.kept(paths)]);
      return new Set([...hits.map((hit) => hit.path), ...kept]);
    };
    const media = createMediaService({
      storage,
      config,
      log: app.log,
      inUse,
      library: repo,
      now: () => app.clock.now(),
    });
    app.decorate('media', media);
    const library = createMediaLibraryService({
      repo,
      media,
      holders,
      translator: () => translator,
      clock: app.clock,
      log: app.log,
    });
    app.decorate('mediaLibrary', library);
    app.addHook('onReady', async () => {
      isReady = true;
      try {
        await library.backfill();
      } catch (err) {
        app.log.warn({ err }, 'media library: the files stored before it could not be recorded');
      }
    });
    await storage.serve(app, '/media/');
  },
  { name: 'atrium-media', dependencies: ['atrium-db', 'atrium-auth', 'atrium-multipart'] },
);

import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPosterFetcher } from '../../foundations/media/poster-fetch.ts';
import { createRevisionsService } from '../../foundations/revisions/revisions.service.ts';
import { addRedirects } from '../redirects/redirects.service.ts';
import { createImportWorker, type ImportWorker } from './import-worker.ts';
import { type AddRedirects, createWordPressImporter, type WordPressImporter } from './wordpress-import.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decision 079: the WordPress import, and the worker that runs its jobs in this process. */
    imports: { importer: WordPressImporter; worker: ImportWorker };
  }
}

/**
 * The WordPress import in every process, from ready to close (decision 079). Items are written
 * through the resources' own services (the learn types and the categories), as the back office's
 * saves are; every batch empties the page cache in every process.
 */
/** Decision 078's bulk add, as the import hands its redirects over: an address already redirected keeps its redirect. */
const toRedirects =
  (app: FastifyInstance): AddRedirects =>
  async (list) => {
    const added = await addRedirects(app.db, list, { existing: 'skip' });
    for (const refused of added.refused)
      app.log.warn(
        { redirect: list[refused.index], errors: refused.errors },
        'an imported item’s old address was refused',
      );
  };

export default fp(
  async function importsPlugin(app: FastifyInstance) {
    const definitions = new Map(app.resources.map((definition) => [definition.key, definition]));
    const importer = createWordPressImporter({
      db: app.db,
      config: app.config,
      clock: app.clock,
      log: app.log,
      media: app.media,
      definitions,
      revisions: createRevisionsService({ db: app.db, clock: app.clock, keep: app.config.revisionsKeep }),
      fetchPoster: createPosterFetcher({
        media: app.media,
        log: app.log,
        tempDir: path.join(app.config.dataDir, 'tmp'),
        sources: app.config.posters,
      }),
      tempDir: app.tempDir,
      contentChanged: () => app.pageCache.contentChanged(),
      addRedirects: toRedirects(app),
    });
    const worker = createImportWorker(importer, { clock: app.clock, log: app.log });
    app.decorate('imports', { importer, worker });
    app.addHook('onReady', async () => worker.start());
    // Before the database closes: the job stops at its batch's end and lets its lease go.
    app.addHook('preClose', async () => worker.stop());
  },
  {
    name: 'atrium-imports',
    dependencies: ['atrium-db', 'atrium-media', 'atrium-multipart', 'atrium-page-cache', 'atrium-resources'],
  },
);

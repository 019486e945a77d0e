import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mediaInUse } from '../../resource-kit/repository.ts';
import { mediaSourceOf } from '../../resource-kit/service.ts';
import { loadResources } from '../../resources/index.ts';
import { createRevisionsRepository } from '../revisions/revisions.repository.ts';
import { createStorage } from './create-storage.ts';
import { createMediaService } from './media.service.ts';

/**
 * Media: decorates `app.media` (store and remove uploads) and serves GET /media/* from the
 * storage driver. The rich-text editor's image upload is an API route (media.routes.ts).
 */
export default fp(
  async function mediaPlugin(app: FastifyInstance) {
    const { config } = app;
    const storage = createStorage(config.storage);
    const revisions = createRevisionsRepository(app.db);
    // Every resource's file and rich-text columns (and users' pictures): a file one of them holds
    // is not removed with another record's (a rich-text image copied into a second text).
    const sources = (await loadResources()).map(mediaSourceOf);
    async function inUse(paths: string[]): Promise<Set<string>> {
      const used = await revisions.referenced(paths);
      const rest = paths.filter((p) => !used.has(p));
      for (const p of await mediaInUse(app.db, sources, rest)) used.add(p);
      return used;
    }
    app.decorate('media', createMediaService({ storage, config, log: app.log, inUse }));
    await storage.serve(app, '/media/');
  },
  { name: 'atrium-media', dependencies: ['atrium-db', 'atrium-auth', 'atrium-multipart'] },
);

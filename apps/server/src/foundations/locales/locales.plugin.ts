import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalesService, type LocalesService } from './locales.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's languages (decision 081): the resource kit, the routes and the public site read them. */
    locales: LocalesService;
  }
}

export default fp(
  async function localesPlugin(
    app: FastifyInstance,
    { onContentChange }: { onContentChange: (listener: () => void) => void },
  ) {
    const locales = createLocalesService({ db: app.db });
    // Another process's change of the languages reaches this one as a content change.
    onContentChange(() => locales.forget());
    app.decorate('locales', locales);
  },
  { name: 'atrium-locales', dependencies: ['atrium-db'] },
);

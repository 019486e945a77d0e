import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, onConnectionError } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Hands the app its database; whoever created the database closes it. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { db: Db }) {
    app.decorate('db', opts.db);
    onConnectionError(opts.db, (error) => app.log.warn({ err: error }, 'database connection lost'));
  },
  { name: 'atrium-db' },
);

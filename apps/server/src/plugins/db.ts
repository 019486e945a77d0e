import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Hands the app its database; whoever created the database closes it. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { db: Db }) {
    app.decorate('db', opts.db);
  },
  { name: 'atrium-db' },
);

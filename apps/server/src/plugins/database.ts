import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the database to every module; the process that opened it closes it. */
export const databasePlugin = fp<{ database: Database }>(async (app, { database }) => {
  app.decorate('database', database);
  app.decorate('db', database.db);
});

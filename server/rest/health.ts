import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { APP_VERSION } from '../../src/model/version.ts';
import type { Database } from '../db/database.ts';

/** `GET /a/health`: version and database kind; 503 when the database does not answer. */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/a/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { ok: true, version: APP_VERSION, db: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ ok: false, version: APP_VERSION, db: database.kind });
    }
  });
}

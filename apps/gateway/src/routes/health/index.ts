import { ApiError, ERROR_CODES, HealthResponse, ReadyResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';

/** /healthz: the process answers. /readyz: the database answers too. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: HealthResponse } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: ReadyResponse, 503: ApiError } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.services.database.db);
        return { status: 'ready' as const, database: 'up' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database not ready');
        return reply
          .code(503)
          .send({ code: ERROR_CODES.unavailable, message: 'The database does not answer.' });
      }
    },
  );
};

export default healthRoutes;

import { ApiError, HealthResponse, ReadyResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/database-errors';
import { ServiceUnavailableError } from '../../errors';

/** A probe responds within this, whatever the database does: a stalled one reads as not ready. */
const READY_TIMEOUT_MS = 2_000;

/** /healthz: the process responds. /readyz: the database responds too, and no shutdown has begun. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: HealthResponse } } }, async () => ({
    status: 'ok' as const,
  }));

  const isDatabaseUp = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
    });
    const ready = sql`select 1`.execute(app.services.database.db).then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'database not ready');
        return false;
      },
    );
    try {
      return await Promise.race([ready, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: ReadyResponse, 503: ApiError } } },
    async () => {
      // Draining fails the probe first, before the database is asked, so balancers stop at once.
      if (app.lifecycle.draining || !(await isDatabaseUp())) {
        throw new ServiceUnavailableError('server.unavailable', {
          retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        });
      }
      return { status: 'ready' as const, database: 'up' as const };
    },
  );
};

export default healthRoutes;

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startSessionInvalidation } from '../auth/session-state/session-invalidation';

/**
 * The session cache's lifeline (issue 16): starts listening for revocations when the app starts, and
 * on close writes the batched last uses and stops listening (server.ts closes the database after).
 */
async function sessionState(app: FastifyInstance) {
  const { sessions, database, config } = app.services;
  const stop = await startSessionInvalidation({
    sessions,
    database,
    ...(config.rateLimit.redisUrl ? { redisUrl: config.rateLimit.redisUrl } : {}),
    redisChannel: `${config.rateLimit.redisPrefix}session-ended`,
    onError: (error, where) => app.log.warn({ err: error, where }, 'session invalidation channel error'),
  });
  app.addHook('onClose', async () => {
    await stop();
    await sessions.flushTouches();
  });
}

export default fp(sessionState, { name: 'session-state' });

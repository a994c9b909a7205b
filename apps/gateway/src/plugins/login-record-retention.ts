import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneLoginRecords, retentionCutoff } from '../services/retention/prune-login-records';

/**
 * Prunes old sign-in records every LOGIN_RECORD_PRUNE_MINUTES (issue 10 point 5), bounded per run.
 * Several gateways may each run it: the deletes are idempotent. The timer never keeps the process up.
 */
async function loginRecordRetention(app: FastifyInstance) {
  const { config, database, now } = app.services;
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = pruneLoginRecords(database.db, retentionCutoff(now(), config.loginRecords.retentionDays))
      .then((pruned) => app.log.info({ pruned }, 'old sign-in records pruned'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'pruning sign-in records failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, config.loginRecords.pruneMinutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(loginRecordRetention, { name: 'login-record-retention' });

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Runs the durable job queue's workers with the app (issue 36 point 3): started before the app
 * responds (its tables are made on the first start), stopped on close after the attempts under way
 * end, before the database closes (server.ts). A job whose gateway died mid-attempt is retried once
 * its attempt time is over, by whichever gateway runs the queue's maintenance.
 */
async function jobQueue(app: FastifyInstance) {
  const { queue, handlers } = app.services.jobs;
  await queue.start(handlers, (error) => app.log.error({ err: error }, 'job queue error'));
  app.addHook('onClose', async () => queue.stop());
}

export default fp(jobQueue, { name: 'job-queue' });

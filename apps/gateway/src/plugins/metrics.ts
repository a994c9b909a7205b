import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';

/** The route of a request that matched none (a 404 before any route): one label, not every URL. */
const UNMATCHED = 'unmatched';

/**
 * The request metrics (issue 40 §2): each response counted and timed by its route's pattern (never
 * its URL, so the labels stay few), rate-limit refusals by route, and the gauges pointed at the
 * database pool and the job queue. Without metrics (METRICS_PORT unset) it adds no hook.
 */
async function requestMetrics(app: FastifyInstance) {
  const { metrics, database, jobs } = app.services;
  if (!metrics) return;
  metrics.watch({
    ...(database.poolUse ? { poolUse: database.poolUse } : {}),
    queueDepths: () => jobs.queue.depths(),
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimitRefusals.inc({ route });
    done();
  });
}

export default fp(requestMetrics, { name: 'metrics' });

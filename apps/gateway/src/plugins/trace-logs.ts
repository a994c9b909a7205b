import { traceServerTiming } from '@dash/domain';
import type {} from '@fastify/otel';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';

/**
 * With tracing on (telemetry/tracing.ts), a request's log lines from its first hook on, its "request
 * completed" line among them, carry its trace id beside its request id (issue 40 §2), so a log line
 * leads to the trace and back. The response names the trace too, in a Server-Timing entry the
 * browser's error reports read (@dash/domain traceServerTiming, decision 065), for an API call's
 * response and for a page's document alike. @fastify/otel has opened the request's span in its own
 * onRequest hook, added as the instance was created, before this one.
 */
async function traceLogs(app: FastifyInstance) {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const span = typeof request.opentelemetry === 'function' ? request.opentelemetry().span : null;
    if (span) {
      const { traceId, spanId } = span.spanContext();
      reply.header('server-timing', traceServerTiming(traceId, spanId));
      const log = request.log.child({ traceId });
      request.log = log;
      reply.log = log;
    }
    done();
  });
}

export default fp(traceLogs, { name: 'trace-logs' });

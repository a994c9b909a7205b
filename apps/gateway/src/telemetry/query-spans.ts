import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

const tracer = trace.getTracer('dash-gateway-database');

/**
 * A span for a database query that has just ended (issue 40 §2), from Kysely's log: it is told the
 * query's time once the query is over, so the span starts that long ago. It runs in the query's async
 * context, so the span is the child of the request's. Only called when tracing is on.
 */
export function recordQuerySpan(milliseconds: number, failed: boolean): void {
  const end = Date.now();
  const span = tracer.startSpan('db.query', {
    kind: SpanKind.CLIENT,
    startTime: end - milliseconds,
    attributes: { 'db.system.name': 'postgresql' },
  });
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(end);
}

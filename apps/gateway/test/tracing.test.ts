import { traceIdOfServerTiming } from '@dash/domain';
import { API_PATHS } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { tracing } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { recordQuerySpan } from '../src/telemetry/query-spans';
import { startTracing, type Tracing } from '../src/telemetry/tracing';
import { frameworkBuild } from './helpers/framework-build';
import { postToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 40 §2: with a collector named, a span for each request (its route and status) and for each
 * database query, in the request's trace; without one, tracing is off.
 */
describe('traces', () => {
  const exporter = new tracing.InMemorySpanExporter();
  let traces: Tracing;
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    traces = await startTracing({ exporter });
    t = await createTestApp(
      { tracing: true },
      undefined,
      { write: (line) => logLines.push(line) },
      { onQueryTime: recordQuerySpan },
    );
  });
  afterAll(async () => {
    await t?.close();
    await traces?.shutdown();
  });

  it('are on only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector', async () => {
    const env = { TOKEN_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent' };
    expect((await loadConfig(env)).tracing).toBe(false);
    expect((await loadConfig({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).tracing).toBe(
      true,
    );
  });

  it('record a span per request with its route, its queries as its children, and its trace id in its log', async () => {
    exporter.reset();
    const response = await postToken(t.app, 'alex', PERSONA_PASSWORD);
    expect(response.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/readyz' });
    const spans = exporter.getFinishedSpans();
    const request = spans.find(
      (span) => span.name === 'request' && span.attributes['http.route'] === API_PATHS.token,
    );
    expect(request).toBeDefined();
    expect(request?.attributes['http.response.status_code']).toBe(200);
    // The sign-in's queries, in its trace (a background flush's are traces of their own).
    const traceId = request?.spanContext().traceId;
    const queries = spans.filter(
      (span) => span.name === 'db.query' && span.spanContext().traceId === traceId,
    );
    // Two since decision 073 (the read, then the attempt with the session): both children of the request.
    expect(queries.length).toBeGreaterThanOrEqual(2);
    expect(queries.every((span) => span.parentSpanContext !== undefined)).toBe(true);
    expect(spans.some((span) => span.attributes['http.route'] === '/readyz')).toBe(false);
    // The request's "request completed" log line carries its trace id.
    const completed = logLines
      .map((line) => JSON.parse(line) as { msg?: string; traceId?: string; reqId?: string })
      .find((line) => line.msg === 'request completed' && line.traceId === traceId);
    expect(completed?.reqId).toBeDefined();
  });

  it("name the request's trace in the response's Server-Timing, which the browser's error reports carry", async () => {
    exporter.reset();
    const response = await postToken(t.app, 'alex', 'wrong password');
    expect(response.statusCode).toBe(401);
    const request = exporter
      .getFinishedSpans()
      .find((span) => span.name === 'request' && span.attributes['http.route'] === API_PATHS.token);
    const header = response.headers['server-timing'];
    expect(typeof header === 'string' ? traceIdOfServerTiming(header) : null).toBe(
      request?.spanContext().traceId,
    );
  });

  it("name a page document's trace too, which the browser keeps on its navigation entry", async () => {
    const pages = await createTestApp({ tracing: true, webBuild: await frameworkBuild() });
    try {
      exporter.reset();
      const response = await pages.app.inject({
        method: 'GET',
        url: '/login',
        headers: { host: 'localhost', accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const header = response.headers['server-timing'];
      const named = typeof header === 'string' ? traceIdOfServerTiming(header) : null;
      const page = exporter
        .getFinishedSpans()
        .find((span) => span.name === 'request' && span.spanContext().traceId === named);
      expect(page?.attributes['http.response.status_code']).toBe(200);
    } finally {
      await pages.close();
    }
  }, 180_000);
});

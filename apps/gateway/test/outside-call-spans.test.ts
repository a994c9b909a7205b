import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@dash/domain/api';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport, toTransportMessage } from '../src/services/mail/mailer';
import { startTracing, type Tracing } from '../src/telemetry/tracing';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, testConfig } from './helpers/test-app';

/**
 * Issue 40 §2: each outside call is a client span. A vendor's (Node's fetch, through
 * @opentelemetry/instrumentation-undici) is in the trace of the request that made it, and the vendor is
 * sent its traceparent; an SMTP send (telemetry/client-span.ts), sent or refused, names the server and
 * never the recipient.
 */
describe('spans of outside calls', () => {
  const exporter = new tracing.InMemorySpanExporter();
  let traces: Tracing;
  let vendor: http.Server;
  const traceparents: (string | undefined)[] = [];

  beforeAll(async () => {
    traces = await startTracing({ exporter });
    vendor = http.createServer((request, response) => {
      const header = request.headers.traceparent;
      traceparents.push(typeof header === 'string' ? header : undefined);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ logo: 'https://vendor.example/seal.svg', description: 'Accredited' }));
    });
    await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => vendor?.close(resolve));
    await traces?.shutdown();
  });

  it("a vendor's call is a client span of the request that made it, and the vendor is told the trace", async () => {
    const { port } = vendor.address() as AddressInfo;
    const t = await createTestApp({
      tracing: true,
      outside: { ...testConfig().outside, accreditation: `http://127.0.0.1:${port}/accreditation` },
    });
    try {
      exporter.reset();
      const response = await t.app.inject({
        method: 'GET',
        url: API_PATHS.accreditation,
        headers: { host: 'localhost' },
      });
      expect(response.statusCode).toBe(200);
      const spans = exporter.getFinishedSpans();
      const request = spans.find(
        (span) => span.name === 'request' && span.attributes['http.route'] === API_PATHS.accreditation,
      );
      const traceId = request?.spanContext().traceId;
      expect(traceId).toBeDefined();
      const call = spans.find(
        (span) => span.kind === SpanKind.CLIENT && span.attributes['server.port'] === port,
      );
      expect(call?.spanContext().traceId).toBe(traceId);
      expect(call?.attributes['http.request.method']).toBe('GET');
      expect(call?.attributes['http.response.status_code']).toBe(200);
      expect(traceparents.at(-1)).toContain(traceId);
    } finally {
      await t.close();
    }
  });

  it('an SMTP send is a client span naming the server, never the recipient; a refused one is an error', async () => {
    const catcher = await startSmtpCatcher();
    const message = { domainId: 1 as const, to: 'member@example.com', subject: 'Hello', text: 'Hi' };
    try {
      exporter.reset();
      await createMailTransport(catcher.url)?.(toTransportMessage(message));
      const [sent] = exporter.getFinishedSpans().filter((span) => span.name === 'smtp send');
      expect(sent?.kind).toBe(SpanKind.CLIENT);
      expect(sent?.attributes['server.port']).toBe(Number(new URL(catcher.url).port));
      expect(sent?.status.code).not.toBe(SpanStatusCode.ERROR);
      expect(JSON.stringify(sent?.attributes)).not.toContain('member@example.com');

      exporter.reset();
      // Port 9 (discard) has no listener here: the connection is refused.
      await expect(
        createMailTransport('smtp://127.0.0.1:9')?.(toTransportMessage(message)),
      ).rejects.toThrow();
      const [refused] = exporter.getFinishedSpans().filter((span) => span.name === 'smtp send');
      expect(refused?.status.code).toBe(SpanStatusCode.ERROR);
      expect(refused?.attributes['error.type']).toMatch(/^E[A-Z]+$/);
    } finally {
      await catcher.close();
    }
  });
});

import type { tracing } from '@opentelemetry/sdk-node';

/** Routes asked many times a second by balancers and scrapers: no trace of their own. */
const UNTRACED = new Set(['/readyz', '/healthz', '/metrics']);

/** How long the shutdown waits for the last spans to be sent. */
const LAST_EXPORT_MS = 1_000;

export interface Tracing {
  /** Sends the spans still buffered (for a second at most) and stops; never fails. */
  shutdown(): Promise<void>;
}

/**
 * Traces over OTLP (issue 40 §2, decision 060): started by server.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, before any Fastify instance exists, so that @fastify/otel
 * instruments each one as it is created (a span per request, its route and status), and each outside
 * HTTP call becomes a client span (SMTP sends: services/mail/mailer.ts). The SDK's
 * packages are loaded here only: without the setting, nothing of them is in memory. The exporter is
 * the SDK's own from the standard OTEL_* variables, or `exporter` (a test's).
 */
export async function startTracing(
  options: { readonly exporter?: tracing.SpanExporter } = {},
): Promise<Tracing> {
  const [api, { NodeSDK, tracing: traces }, { FastifyOtelInstrumentation }, { UndiciInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-node'),
      import('@fastify/otel'),
      import('@opentelemetry/instrumentation-undici'),
    ]);
  const requests = new FastifyOtelInstrumentation({
    registerOnInitialization: true,
    // The request's span and its handler's; a span per hook would cost more than it tells.
    instrumentHooks: false,
    ignorePaths: ({ url }) => UNTRACED.has(url),
  });
  // The vendors' calls (services/outside, Node's fetch) as client spans of the request that made them,
  // the traceparent sent on. Undici publishes each request on diagnostics_channel, so this works in the
  // ESM bundle too, where the require hooks of other instrumentations see nothing (decision 065).
  const outsideCalls = new UndiciInstrumentation();
  const sdk = new NodeSDK({
    serviceName: 'dash-gateway',
    ...(options.exporter ? { spanProcessors: [new traces.SimpleSpanProcessor(options.exporter)] } : {}),
    instrumentations: [requests, outsideCalls],
  });
  sdk.start();
  return {
    // The last spans get a moment to leave; a collector that is down neither fails the gateway's
    // shutdown nor holds it past its deadline (shutdown.ts).
    shutdown: async () => {
      requests.disable();
      outsideCalls.disable();
      await Promise.race([
        sdk.shutdown().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, LAST_EXPORT_MS).unref()),
      ]);
      // The SDK leaves its provider, context manager and propagator registered as the process's
      // globals, and the API refuses to replace them: a tracing started after this one (the next test
      // file in the same worker) would otherwise record nothing.
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
    },
  };
}

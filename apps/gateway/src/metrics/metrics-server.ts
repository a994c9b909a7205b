import Fastify from 'fastify';
import type { GatewayMetrics } from './gateway-metrics';

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on a port of its own (METRICS_PORT), never on the public one: the balancer and the
 * members never reach it, only the scraper (issue 40 §2). A Fastify instance of its own with that one
 * route; anything else is Fastify's own 404.
 */
export async function startMetricsServer(
  metrics: GatewayMetrics,
  listen: { readonly port: number; readonly host: string },
): Promise<MetricsServer> {
  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.get('/metrics', async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  await server.listen(listen);
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : listen.port,
    close: () => server.close(),
  };
}

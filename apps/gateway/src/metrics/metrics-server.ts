import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayMetrics } from './gateway-metrics';

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on a port of its own (METRICS_PORT), never on the public one: the balancer and the
 * members never reach it, only the scraper (issue 40 §2). Anything else is a 404.
 */
export function startMetricsServer(
  metrics: GatewayMetrics,
  listen: { readonly port: number; readonly host: string },
): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createGatewayMetrics } from '../src/metrics/gateway-metrics';
import { type MetricsServer, startMetricsServer } from '../src/metrics/metrics-server';

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Issue 40 §2 review: the metrics listen on METRICS_HOST, loopback by default, not on the public HOST.
 * 127.0.0.2 stands for any address but 127.0.0.1: on Linux the whole 127/8 reaches the machine, so a
 * listener on every interface accepts it and one on 127.0.0.1 alone refuses it.
 */
describe('the metrics address (METRICS_HOST)', () => {
  const env = { TOKEN_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent', METRICS_PORT: '9464' };
  let server: MetricsServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('is 127.0.0.1 when unset, even for a gateway listening on every interface', async () => {
    const config = await loadConfig({ ...env, HOST: '0.0.0.0' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.metricsHost).toBe('127.0.0.1');
    expect((await loadConfig({ ...env, METRICS_HOST: '0.0.0.0' })).metricsHost).toBe('0.0.0.0');
    await expect(loadConfig({ ...env, METRICS_HOST: '' })).rejects.toThrow('METRICS_HOST');
  });

  it('by default answers on loopback only, and everywhere only when METRICS_HOST says so', async () => {
    const metrics = createGatewayMetrics();
    const byDefault = await loadConfig({ ...env, HOST: '0.0.0.0' });
    server = await startMetricsServer(metrics, { port: 0, host: byDefault.metricsHost });
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`)).status).toBe(200);
    expect(await accepts('127.0.0.2', server.port)).toBe(false);
    await server.close();

    const everywhere = await loadConfig({ ...env, METRICS_HOST: '0.0.0.0' });
    server = await startMetricsServer(metrics, { port: 0, host: everywhere.metricsHost });
    expect(await accepts('127.0.0.2', server.port)).toBe(true);
  });
});

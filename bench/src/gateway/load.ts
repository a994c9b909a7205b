import autocannon, { type Request } from 'autocannon';
import type { LoadFigure } from '../load-figure';

export interface LoadRequest {
  readonly method?: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  readonly headers?: Record<string, string>;
  /** Called before each request is sent: returns the request to send (many members, round-robin). */
  readonly setupRequest?: (request: Request) => Request;
}

export interface LoadOptions {
  readonly connections: number;
  readonly seconds: number;
  /** Several requests: each connection goes through them in turn (the soak's mixed traffic). */
  readonly requests?: readonly LoadRequest[];
  readonly method?: 'GET' | 'POST';
  readonly body?: string;
  readonly headers?: Record<string, string>;
  /**
   * Fail on any non-2xx response (the single-call figures must measure successes only). Connection
   * errors and timeouts are counted, not fatal: on a crowded machine a few are the machine's.
   */
  readonly strict?: boolean;
  /**
   * Requests a second across all connections (autocannon's overallRate), below what the gateway can
   * do: each side of a pair then serves the same number of requests, so the process's CPU a request
   * is not a fixed background cost divided by whatever throughput a crowded machine allowed.
   */
  readonly rate?: number;
}

/** autocannon against one URL: average req/s, p50 and p99 in ms, and what went wrong. */
export async function load(url: string, options: LoadOptions): Promise<LoadFigure & { fiveXx: number }> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...(options.method ? { method: options.method } : {}),
    ...(options.body ? { body: options.body } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.requests
      ? {
          requests: options.requests.map((r) => ({
            method: r.method ?? 'GET',
            path: r.path,
            ...(r.body ? { body: r.body } : {}),
            ...(r.headers ? { headers: r.headers } : {}),
            ...(r.setupRequest ? { setupRequest: r.setupRequest } : {}),
          })),
        }
      : {}),
  });
  const figure = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    fiveXx: result['5xx'],
  };
  if (options.strict && figure.non2xx > 0) {
    throw new Error(`${url}: ${figure.non2xx} non-2xx responses (and ${figure.errors} errors) under load`);
  }
  return figure;
}

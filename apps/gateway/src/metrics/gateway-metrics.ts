import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the database pool reports when scraped (db/connection.ts). */
export interface PoolUse {
  /** Calls holding or waiting for a connection now. */
  readonly inFlight: number;
  /** The pool's connections at most (DATABASE_POOL_SIZE). */
  readonly size: number;
}

/** A scrape reads these when it comes, not at every change (prom-client's `collect`). */
export interface MetricSources {
  readonly poolUse?: () => PoolUse;
  /** Jobs waiting per queue (the job queue's and its dead-letter queue's). */
  readonly queueDepths?: () => Promise<Readonly<Record<string, number>>>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** The gauges a scrape reads from the sources the app hands over once it has built them. */
function addSourceGauges(registers: Registry[], sources: { current: MetricSources }): void {
  new Gauge({
    name: 'dash_db_pool_in_use',
    help: 'Database calls holding or waiting for a pooled connection',
    registers,
    collect() {
      const use = sources.current.poolUse?.();
      if (use) this.set(use.inFlight);
    },
  });
  new Gauge({
    name: 'dash_db_pool_size',
    help: 'The database pool’s connections at most',
    registers,
    collect() {
      const use = sources.current.poolUse?.();
      if (use) this.set(use.size);
    },
  });
  new Gauge({
    name: 'dash_job_queue_depth',
    help: 'Jobs waiting to run, by queue (a `-gave-up` queue holds the dead letters)',
    labelNames: ['queue'],
    registers,
    async collect() {
      const depths = await sources.current.queueDepths?.().catch(() => undefined);
      for (const [queue, depth] of Object.entries(depths ?? {})) this.set({ queue }, depth);
    },
  });
}

type CounterOf = (name: string, help: string, labelNames?: string[]) => Counter;

/** The counters of events the gateway's parts count themselves (job queue, response cache, sign-in). */
function eventCounters(counter: CounterOf) {
  return {
    jobFailures: counter('dash_job_failures_total', 'Job attempts that failed (retried later)', ['kind']),
    jobsGivenUp: counter('dash_jobs_given_up_total', 'Jobs given up after their last try', ['kind']),
    responseCacheReads: counter(
      'dash_response_cache_reads_total',
      'Reads of cached routes, answered from the cache (hit) or not (miss)',
      ['result'],
    ),
    signIns: counter('dash_sign_ins_total', 'Sign-ins whose password was accepted'),
    signInFailures: counter('dash_sign_in_failures_total', 'Sign-ins refused, by reason', ['reason']),
    lockouts: counter('dash_lockouts_total', 'Accounts locked by repeated failures (password or code)'),
    mfaChallenges: counter('dash_mfa_challenges_total', 'Sign-ins asked for their second factor'),
    rateLimitRefusals: counter('dash_rate_limit_refusals_total', 'Requests refused with 429, by route', [
      'route',
    ]),
    loginAsSessions: counter('dash_login_as_sessions_total', 'Member sessions opened by staff (login-as)'),
  };
}

/**
 * The gateway's Prometheus metrics (issue 40 §2, decision 060), on a registry of its own, served on
 * METRICS_PORT only (metrics-server.ts). One instance per process, handed to the code that counts:
 * the request hooks (plugins/metrics.ts), the database's query log, the job queue, the response
 * cache and the sign-in repository (sign-in-events.ts). Names and labels: docs/operations.md.
 */
export function createGatewayMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'dash_' });
  const registers = [registry];
  const counter = (name: string, help: string, labelNames: string[] = []) =>
    new Counter({ name, help, labelNames, registers });

  const requests = counter('dash_http_requests_total', 'Requests answered, by route pattern and status', [
    'method',
    'route',
    'status',
  ]);
  const requestSeconds = new Histogram({
    name: 'dash_http_request_duration_seconds',
    help: 'Time from a request’s arrival to its response, by route pattern',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const querySeconds = new Histogram({
    name: 'dash_db_query_duration_seconds',
    help: 'Time of each database query sent through Kysely, by outcome',
    labelNames: ['outcome'],
    buckets: QUERY_BUCKETS,
    registers,
  });
  const sources: { current: MetricSources } = { current: {} };
  addSourceGauges(registers, sources);

  return {
    registry,
    /** Where the gauges read from, once the app has built them. */
    watch(watched: MetricSources): void {
      sources.current = watched;
    },
    observeRequest(method: string, route: string, status: number, seconds: number): void {
      requests.inc({ method, route, status });
      requestSeconds.observe({ method, route }, seconds);
    },
    observeQuery(milliseconds: number, failed: boolean): void {
      querySeconds.observe({ outcome: failed ? 'error' : 'ok' }, milliseconds / 1000);
    },
    ...eventCounters(counter),
  };
}

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

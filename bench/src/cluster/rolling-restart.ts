import { PERSONA_PASSWORD } from '@dash/domain/personas';
import postgres from 'postgres';
import { type Cluster, startCluster } from '../../../deploy/local/cluster.mjs';

/** One member's round through the balancer: a sign-in (the write), then home, claims and the account. */
interface Call {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  readonly token: boolean;
}

const USERNAME = 'alex';
const CALLS: readonly Call[] = [
  {
    name: 'POST /api/token',
    method: 'POST',
    path: '/api/token',
    body: JSON.stringify({ username: USERNAME, password: PERSONA_PASSWORD, domainId: 1 }),
    token: false,
  },
  { name: 'GET /api/home', method: 'GET', path: '/api/home', token: true },
  { name: 'GET /api/claims', method: 'GET', path: '/api/claims', token: true },
  { name: 'GET /api/account', method: 'GET', path: '/api/account', token: true },
  { name: 'GET /api/shell', method: 'GET', path: '/api/shell', token: true },
];

export interface Outcome {
  readonly call: string;
  /** Milliseconds from the load's start to the request's start. */
  readonly at: number;
  /** The status, or 0 when no response came (refused, reset, timed out). */
  readonly status: number;
}

export interface RestartFigures {
  readonly scenario: string;
  readonly seconds: number;
  readonly requests: number;
  readonly failed: number;
  readonly fiveXx: number;
  readonly otherNon2xx: number;
  /** Sign-ins that got a response: each writes one login_attempts row, whatever its outcome. */
  readonly signInsAnswered: number;
  readonly signInRowsWritten: number;
  /** SIGKILL only: requests failed that began after the balancer marked the killed gateway down. */
  readonly failedAfterDown: number | null;
  /** Each call's failures and non-2xx statuses, `POST /api/token 503: 3`. */
  readonly unexpected: Readonly<Record<string, number>>;
  readonly events: readonly string[];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sessionToken(base: string): Promise<string> {
  const post = (path: string, body: string | undefined, token?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        host: 'localhost',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body } : {}),
    });
  const temporary = (await (await post('/api/token', CALLS[0]?.body)).json()) as { token: string };
  const session = (await (await post('/api/session', undefined, temporary.token)).json()) as {
    token: string;
  };
  return session.token;
}

/**
 * `connections` members, each going round CALLS one request at a time for at least `seconds` and
 * until `done` says the restarts are over; every request started is awaited, so each one's outcome is
 * known (none is cut off by the end).
 */
async function mixedLoad(
  base: string,
  token: string,
  connections: number,
  seconds: number,
  done: () => boolean,
) {
  const outcomes: Outcome[] = [];
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const member = async (offset: number) => {
    for (let i = offset; performance.now() < deadline || !done(); i++) {
      const call = CALLS[i % CALLS.length] as Call;
      const at = performance.now() - start;
      const status = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers: {
          host: 'localhost',
          ...(call.body ? { 'content-type': 'application/json' } : {}),
          ...(call.token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(call.body ? { body: call.body } : {}),
        signal: AbortSignal.timeout(30_000),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 0,
      );
      outcomes.push({ call: call.name, at, status });
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => member(i)));
  return { outcomes, seconds: (performance.now() - start) / 1000 };
}

/** HAProxy's view of one server (its stats CSV): UP, DOWN, MAINT, or "UP 1/2"-style transitions. */
async function serverStatus(cluster: Cluster, server: string): Promise<string> {
  const csv = await (await fetch(`http://127.0.0.1:${cluster.statsPort}/;csv`)).text();
  const row = csv.split('\n').find((line) => line.startsWith(`gateways,${server},`));
  const header = csv.split('\n')[0]?.replace(/^# /, '').split(',') ?? [];
  return row?.split(',')[header.indexOf('status')] ?? 'unknown';
}

async function until(check: () => Promise<boolean>, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 20; i++) {
    if (await check()) return;
    await wait(50);
  }
  throw new Error(`not within ${seconds} s`);
}

async function signInRows(databaseUrl: string, since: Date): Promise<number> {
  const sql = postgres(databaseUrl, { max: 1 });
  try {
    const [row] = await sql<{ n: string }[]>`
      select count(*) as n from login_attempts
      where domain_id = 1 and username = ${USERNAME} and attempted_at >= ${since}`;
    return Number(row?.n ?? 0);
  } finally {
    await sql.end();
  }
}

export interface RestartOptions {
  readonly cluster: Cluster;
  readonly seconds: number;
  readonly connections: number;
  /**
   * rolling: each gateway SIGTERMed and started again in turn; kill: one gateway SIGKILLed, started
   * again later. The load goes on for `seconds` and until the last gateway is back in the rotation.
   */
  readonly scenario: 'rolling' | 'kill';
}

/** Sends the mixed load through the balancer while the gateways are restarted, and counts. */
export async function underLoad({
  cluster,
  seconds,
  connections,
  scenario,
}: RestartOptions): Promise<RestartFigures> {
  const token = await sessionToken(cluster.url);
  // The database's clock, a second early: a row is counted if written after this run began.
  const since = new Date(Date.now() - 1000);
  const before = await signInRows(cluster.databaseUrl, since);
  const events: string[] = [];
  let disturbed = false;
  const load = mixedLoad(cluster.url, token, connections, seconds, () => disturbed);
  const loadStart = performance.now();
  const stamp = (what: string) =>
    events.push(`${((performance.now() - loadStart) / 1000).toFixed(1)} s ${what}`);
  let downAt: number | null = null;
  const disturb = async () => {
    await wait(Math.min(seconds * 150, 3000));
    if (scenario === 'rolling') {
      for (const gateway of cluster.gateways) {
        stamp(`SIGTERM ${gateway.name}`);
        await gateway.stop('SIGTERM');
        stamp(`${gateway.name} exited; starting it`);
        await gateway.start();
        await until(async () => (await serverStatus(cluster, gateway.name)) === 'UP', 20);
        stamp(`${gateway.name} UP in the balancer`);
      }
      return;
    }
    const gateway = cluster.gateways[1] ?? cluster.gateways[0];
    if (!gateway) return;
    stamp(`SIGKILL ${gateway.name}`);
    await gateway.stop('SIGKILL');
    await until(async () => (await serverStatus(cluster, gateway.name)).startsWith('DOWN'), 20);
    downAt = performance.now() - loadStart;
    stamp(`${gateway.name} DOWN in the balancer`);
    await wait(seconds * 100);
    await gateway.start();
    await until(async () => (await serverStatus(cluster, gateway.name)) === 'UP', 20);
    stamp(`${gateway.name} started again, UP`);
  };
  const [{ outcomes, seconds: loaded }] = await Promise.all([
    load,
    disturb().finally(() => {
      disturbed = true;
    }),
  ]);
  await wait(500);
  const rows = (await signInRows(cluster.databaseUrl, since)) - before;
  const failed = outcomes.filter((o) => o.status === 0);
  const down = downAt;
  return {
    scenario,
    seconds: Math.round(loaded),
    requests: outcomes.length,
    failed: failed.length,
    fiveXx: outcomes.filter((o) => o.status >= 500).length,
    otherNon2xx: outcomes.filter(
      (o) => o.status !== 0 && o.status < 500 && (o.status < 200 || o.status > 299),
    ).length,
    signInsAnswered: outcomes.filter((o) => o.call === 'POST /api/token' && o.status !== 0).length,
    signInRowsWritten: rows,
    failedAfterDown:
      down === null
        ? null
        : outcomes.filter((o) => o.at > down && (o.status === 0 || o.status >= 500)).length,
    unexpected: outcomes
      .filter((o) => o.status < 200 || o.status > 299)
      .reduce<Record<string, number>>((counts, o) => {
        const key = `${o.call} ${o.status === 0 ? 'no response' : o.status}`;
        counts[key] = (counts[key] ?? 0) + 1;
        return counts;
      }, {}),
    events,
  } satisfies RestartFigures;
}

export interface ClusterRunOptions {
  readonly port: number;
  readonly database: string;
  readonly seconds: number;
  readonly connections: number;
  readonly scenarios: readonly RestartOptions['scenario'][];
  readonly redisUrl?: string;
  readonly log?: (line: string) => void;
}

/** A fresh database, the cluster, each scenario in turn, then everything stopped. */
export async function runClusterRestarts(options: ClusterRunOptions): Promise<RestartFigures[]> {
  const admin = postgres('postgres://postgres@127.0.0.1:5432/postgres', { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${options.database}" with (force)`);
  await admin.end();
  const cluster = await startCluster({
    port: options.port,
    database: options.database,
    web: false,
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
    // One address and one account make all the sign-ins: the limits exist to stop exactly that.
    env: { RATE_LIMIT_PER_CLIENT: '1000000', RATE_LIMIT_PER_ACCOUNT: '1000000' },
    ...(options.log ? { log: options.log } : {}),
  });
  try {
    const figures: RestartFigures[] = [];
    for (const scenario of options.scenarios) {
      figures.push(
        await underLoad({ cluster, seconds: options.seconds, connections: options.connections, scenario }),
      );
    }
    return figures;
  } finally {
    await cluster.stop();
  }
}

/** The figures as the bench prints them. */
export function describe(figures: RestartFigures): string {
  return [
    `${figures.scenario === 'rolling' ? 'Rolling restart (SIGTERM each gateway in turn)' : 'One gateway SIGKILLed'}, ${figures.seconds} s of mixed member traffic through HAProxy:`,
    ...figures.events.map((e) => `  ${e}`),
    `  requests ${figures.requests}, failed (no response) ${figures.failed}, 5xx ${figures.fiveXx}, other non-2xx ${figures.otherNon2xx}`,
    `  sign-ins answered ${figures.signInsAnswered}, login_attempts rows written ${figures.signInRowsWritten}`,
    ...Object.entries(figures.unexpected).map(([key, n]) => `    ${key}: ${n}`),
    ...(figures.failedAfterDown === null
      ? []
      : [`  failed or 5xx after the balancer marked it down: ${figures.failedAfterDown}`]),
  ].join('\n');
}

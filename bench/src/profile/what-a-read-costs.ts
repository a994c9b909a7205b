import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import pg from 'pg';
import { load } from '../gateway/load';
import { MANY_MEMBERS, measureManyMembers, signInMembers, syntheticUsername } from '../gateway/many-members';
import { cpuMs, databaseCpuMs, ROOT, startBaseline, startGateway, stop, waitFor } from '../gateway/servers';
import { profileDatabase } from './profile-database';

/**
 * Issue 41 §2: where a first read's CPU goes, on each side of the socket, beside the one-SELECT route.
 * Each server runs alone twice under 50 connections: first plain, for its process's CPU a request and
 * PostgreSQL's (and, where the server has pg_stat_statements loaded, each statement's own execution
 * time, with its planning when `pg_stat_statements.track_planning` is on); then under `perf trace -s`
 * (every thread of its process), for its system calls a request (perf slows the server, so only the
 * counts a request are read from that pass).
 *
 *   npm run build -w @dash/gateway && npx tsx bench/src/profile/what-a-read-costs.ts
 *
 * Then the same for sign-ins: `POST /api/token` of one member beside the argon2id floor's route
 * (baselines/argon2-floor.ts), with the main thread's CPU apart from the hash threads'.
 *
 * BENCH_DATABASE (default dash_bench_profile, seeded unless PROFILE_SEED=false), BENCH_PORT (4294 and
 * the next), BENCH_SECONDS (8), PROFILE_CALLS (default the account and home), PERF=false skips perf,
 * SIGN_INS=false the sign-ins.
 */
const DATABASE = process.env.BENCH_DATABASE ?? 'dash_bench_profile';
const PORT = process.env.BENCH_PORT ?? '4294';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CALLS = (process.env.PROFILE_CALLS ?? 'GET /api/account,GET /api/home').split(',').filter(Boolean);
const PERF = process.env.PERF !== 'false';
const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

const url = await profileDatabase(DATABASE, MANY_MEMBERS * 2, log);
const database = new pg.Client({ connectionString: url });
await database.connect();
const statementStats = await database
  .query('create extension if not exists pg_stat_statements')
  .then(() => database.query('select 1 from pg_stat_statements limit 1'))
  .then(
    () => true,
    () => false,
  );
if (!statementStats)
  log("pg_stat_statements is not in the server's shared_preload_libraries: no statement times");

/** `perf trace -s` on a process until the returned function is called: its system calls by name, over its threads. */
function traceSyscalls(pid: number) {
  const perf: ChildProcess = spawn('perf', ['trace', '-s', '-p', String(pid)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  perf.stdout?.on('data', (chunk: Buffer) => (text += chunk));
  perf.stderr?.on('data', (chunk: Buffer) => (text += chunk));
  return async () => {
    const ended = new Promise((resolve) => perf.once('exit', resolve));
    perf.kill('SIGINT');
    await ended;
    const calls = new Map<string, number>();
    for (const [, name = '', count = '0'] of text.matchAll(/^\s+(\w+)\s+(\d+)\s+\d+\s+[\d.]+/gm))
      calls.set(name, (calls.get(name) ?? 0) + Number(count));
    return calls;
  };
}

/** The statements' own execution time a request, largest first (pg_stat_statements, reset before the load). */
async function statementTimes(requests: number): Promise<string> {
  const { rows } = await database.query<{
    calls: string;
    total: number;
    plan: number;
    query: string;
  }>(
    `select calls, total_exec_time as total, total_plan_time as plan, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) as query
       from pg_stat_statements join pg_database d on d.oid = dbid
      where d.datname = current_database() and query not like '%pg_stat_statements%'
      order by total_exec_time desc limit 3`,
  );
  return rows
    .map(
      (r) =>
        `${((r.total * 1000) / requests).toFixed(0)} µs${r.plan > 0 ? ` (planned in ${((r.plan * 1000) / requests).toFixed(0)} µs)` : ''} in ${(Number(r.calls) / requests).toFixed(2)}× «${r.query}…»`,
    )
    .join('; ');
}

async function measure(name: string, pid: number, run: () => Promise<number>) {
  if (statementStats) await database.query('select pg_stat_statements_reset()');
  // A server that connects on its first request has no backend yet: nothing spent before.
  const databaseBefore = (await databaseCpuMs(DATABASE)) || 0;
  const processBefore = await cpuMs(pid);
  const mainBefore = await cpuMs(pid, pid);
  const requests = await run();
  const perRequest = (ms: number) => `${((ms * 1000) / requests).toFixed(0)} µs`;
  const processMs = (await cpuMs(pid)) - processBefore;
  const mainMs = (await cpuMs(pid, pid)) - mainBefore;
  const databaseMs = (await databaseCpuMs(DATABASE)) - databaseBefore;
  console.log(
    `${name.padEnd(24)} ${String(Math.round(requests / SECONDS)).padStart(6)} req/s  CPU a request: the server ${perRequest(processMs)} (its main thread ${perRequest(mainMs)}), PostgreSQL ${perRequest(databaseMs || 0)}`,
  );
  if (statementStats && databaseMs > 0)
    console.log(`${''.padEnd(24)} statements: ${await statementTimes(requests)}`);
  if (!PERF) return;
  const finish = traceSyscalls(pid);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const traced = await run();
  const calls = await finish();
  const total = [...calls.values()].reduce((sum, n) => sum + n, 0);
  const top = [...calls]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([call, n]) => `${call} ${(n / traced).toFixed(2)}`)
    .join(', ');
  console.log(`${''.padEnd(24)} system calls a request: ${(total / traced).toFixed(2)} (${top})`);
}

const base = `http://127.0.0.1:${PORT}`;
const gateway = startGateway(PORT, '127.0.0.1', url, {
  RESPONSE_CACHE_MS: '0',
});
try {
  await waitFor(`${base}/readyz`);
  log(`signing in ${MANY_MEMBERS} members`);
  const members = await signInMembers(base, MANY_MEMBERS, PERSONA_PASSWORD);
  for (const call of CALLS)
    await measure(call, gateway.pid ?? 0, async () => {
      const figures = await measureManyMembers(
        base,
        members,
        { connections: 50, seconds: SECONDS, only: [call] },
        () => {},
      );
      return Math.round((figures.get(call)?.rps ?? 0) * SECONDS);
    });
} finally {
  await stop(gateway);
}
const { rows } = await database.query<{ member_key: string }>('select member_key from members limit 1');
for (const driver of ['postgres', 'pg'] as const) {
  const port = String(Number(PORT) + 1);
  const child = await startBaseline(path.join(ROOT, 'bench/src/baselines/select.ts'), {
    PORT: port,
    DRIVER: driver,
    DATABASE_URL: url,
    MEMBER_KEY: rows[0]?.member_key ?? '',
  });
  try {
    await measure(`one SELECT (${driver})`, child.pid ?? 0, async () => {
      const figure = await load(`http://127.0.0.1:${port}/`, {
        connections: 50,
        seconds: SECONDS,
      });
      return Math.round(figure.rps * SECONDS);
    });
  } finally {
    await stop(child);
  }
}
if (process.env.SIGN_INS !== 'false') {
  const signIn = (password: string, username?: string) => ({
    connections: 50,
    seconds: SECONDS,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(username ? { username, password, domainId: 1 } : { password }),
    strict: true,
  });
  const signingIn = startGateway(PORT, '127.0.0.1', url, {
    RESPONSE_CACHE_MS: '0',
  });
  try {
    await waitFor(`${base}/readyz`);
    await measure('POST /api/token', signingIn.pid ?? 0, async () => {
      const figure = await load(`${base}/api/token`, signIn(PERSONA_PASSWORD, syntheticUsername(1)));
      return Math.round(figure.rps * SECONDS);
    });
  } finally {
    await stop(signingIn);
  }
  const port = String(Number(PORT) + 1);
  const floor = await startBaseline(path.join(ROOT, 'bench/src/baselines/argon2-floor.ts'), {
    PORT: port,
    PASSWORD: PERSONA_PASSWORD,
  });
  try {
    await measure('the argon2id floor', floor.pid ?? 0, async () => {
      const figure = await load(`http://127.0.0.1:${port}/`, signIn(PERSONA_PASSWORD));
      return Math.round(figure.rps * SECONDS);
    });
  } finally {
    await stop(floor);
  }
}
await database.end();

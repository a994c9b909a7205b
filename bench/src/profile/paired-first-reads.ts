import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { load } from '../gateway/load';
import { MANY_MEMBERS, roundRobinRequest, signInMembers } from '../gateway/many-members';
import { type SignedIn, signInCall } from '../gateway/member-calls';
import { cpuMs, databaseCpuMs, ROOT, startGatewayBundle, stop, waitFor } from '../gateway/servers';
import { profileDatabase } from './profile-database';

/**
 * Two gateway builds measured in pairs on the same machine minutes (decision 066): a change's before
 * and after, where the machine is shared and its load moves between runs. Each pair runs both builds,
 * the order turned each time (A B, B A, A B…), each started afresh with nothing kept
 * (RESPONSE_CACHE_MS=0) and measured on the named first reads over the same signed-in members; then
 * the medians of req/s, p99, the gateway process's own CPU a request (which holds where req/s
 * follows the neighbours' load) and its PostgreSQL backends' CPU a request. A build is a bundle of scripts/build-gateway.mjs kept in a folder of
 * apps/gateway (the build's own output folder is one of them); PAIR_A and PAIR_B name each build's
 * server module, the before's and the after's:
 *
 *   PAIR_A=<before>/server.mjs PAIR_B=<after>/server.mjs \
 *   PAIR_CALLS='GET /api/account,GET /api/claims (first page)' npx tsx bench/src/profile/paired-first-reads.ts
 *
 * A call named `POST /api/token (sign-ins)` measures sign-ins (the bench member, again and again).
 * PAIRS (default 3), BENCH_SECONDS per read (default 5), BENCH_MEMBERS (default 1,000), BENCH_DATABASE
 * (default dash_bench_pairs), BENCH_PORT (default 4295); PROFILE_SEED=false keeps the last run's database.
 * PAIR_ENV_A and PAIR_ENV_B (`NAME=value` pairs, comma-separated) set each build's own settings, so one
 * bundle can be measured against itself with a setting changed (e.g. `PASSWORD_HASH_CONCURRENCY=4`).
 * PAIR_RATE (requests a second, all connections together) holds both builds to the same rate below
 * their ceiling: on a machine so crowded that req/s moves 10× between runs, the CPU a request then
 * compares like with like (the same requests over the same seconds).
 * BESIDE_SIGN_INS=N measures each read on 50 − N connections alone, then again while sign-ins run on N
 * more (issue 41 §3, decision 074), and prints each build's p99 beside sign-ins over its p99 alone.
 */
const DATABASE = process.env.BENCH_DATABASE ?? 'dash_bench_pairs';
const PORT = process.env.BENCH_PORT ?? '4295';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PAIRS = Number(process.env.PAIRS ?? 3);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? MANY_MEMBERS);
const builds = { A: process.env.PAIR_A, B: process.env.PAIR_B };
const names = (process.env.PAIR_CALLS ?? '').split(',').filter(Boolean);
const settingsOf = (list = '') =>
  Object.fromEntries(
    list
      .split(',')
      .filter(Boolean)
      // At the first `=` only: a value may hold one (NODE_OPTIONS=--max-semi-space-size=64).
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
const settings = { A: settingsOf(process.env.PAIR_ENV_A), B: settingsOf(process.env.PAIR_ENV_B) };
const RATE = process.env.PAIR_RATE ? Number(process.env.PAIR_RATE) : undefined;
const BESIDE = Number(process.env.BESIDE_SIGN_INS ?? 0);
const READ_CONNECTIONS = 50 - BESIDE;
if (!builds.A || !builds.B || names.length === 0)
  throw new Error('PAIR_A, PAIR_B (bundles) and PAIR_CALLS (call names, comma-separated) are needed');
const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const load1 = () => loadavg()[0]?.toFixed(1) ?? '?';

const url = await profileDatabase(DATABASE, MEMBERS * 2, log);
const base = `http://127.0.0.1:${PORT}`;

type Label = keyof typeof builds;

/** One build on the pairs' database, nothing kept; one that cannot start ends this script. */
async function started(label: Label) {
  const bundle = builds[label] as string;
  const gateway = startGatewayBundle(path.resolve(ROOT, bundle), PORT, '127.0.0.1', url, {
    RESPONSE_CACHE_MS: '0',
    ...settings[label],
  });
  gateway.once('exit', (code) => {
    if (code) {
      console.error(`${bundle} exited with ${code}`);
      process.exit(1);
    }
  });
  await waitFor(`${base}/readyz`);
  return gateway;
}

// PAIR_SESSIONS names a file of signed-in members to reuse (sessions are rows: another run on the same
// database, within the sessions' idle time, may use them again) or to write.
const sessionsFile = process.env.PAIR_SESSIONS;
const members: SignedIn[] =
  sessionsFile && existsSync(sessionsFile)
    ? JSON.parse(await readFile(sessionsFile, 'utf8'))
    : await (async () => {
        log(`signing in ${MEMBERS} members on A`);
        const signingIn = await started('A');
        const signedIn = await signInMembers(base, MEMBERS, PERSONA_PASSWORD).finally(() => stop(signingIn));
        if (sessionsFile) await writeFile(sessionsFile, JSON.stringify(signedIn));
        return signedIn;
      })();
/**
 * The named call's request: a read spread over the members, or the bench's sign-in (its name,
 * `POST /api/token (sign-ins)`: the bench member's password, as `npm run bench` measures it).
 */
function requestOf(name: string) {
  if (name !== signInCall.name) return roundRobinRequest(members, name);
  const { name: _name, kind: _kind, ...request } = signInCall;
  return request;
}
// A name no member has fails here, before any build is measured.
for (const name of names) requestOf(name);

type Figure = { rps: number; p99: number; cpuUs: number; mainUs: number; dbUs: number; besideP99?: number };

/** The read's p99 while sign-ins run on BESIDE connections of their own (two loads at once). */
async function p99BesideSignIns(name: string): Promise<number> {
  const [reads] = await Promise.all([
    load(base, { connections: READ_CONNECTIONS, seconds: SECONDS, requests: [requestOf(name)] }),
    load(base, { connections: BESIDE, seconds: SECONDS, requests: [requestOf(signInCall.name)] }),
  ]);
  return reads.p99;
}
const figures: Record<Label, Map<string, Figure[]>> = {
  A: new Map(),
  B: new Map(),
};
for (let pair = 1; pair <= PAIRS; pair++) {
  const order: Label[] = pair % 2 === 1 ? ['A', 'B'] : ['B', 'A'];
  for (const label of order) {
    const gateway = await started(label);
    try {
      for (const name of names) {
        const cpuBefore = await cpuMs(gateway.pid);
        const mainBefore = await cpuMs(gateway.pid, gateway.pid);
        const dbBefore = await databaseCpuMs(DATABASE);
        const figure = await load(base, {
          connections: READ_CONNECTIONS,
          seconds: SECONDS,
          strict: true,
          ...(RATE ? { rate: RATE } : {}),
          requests: [requestOf(name)],
        });
        // The gateway's own CPU a request: what a change saves, where req/s follows the neighbours' load.
        const cpuUs = (((await cpuMs(gateway.pid)) - cpuBefore) * 1000) / figure.requests;
        // Its main thread's alone: the event loop's share, without the argon2 hashes on their own threads.
        const mainUs = (((await cpuMs(gateway.pid, gateway.pid)) - mainBefore) * 1000) / figure.requests;
        // PostgreSQL's CPU a request: what a statement fewer saves, on the database's side.
        const dbUs = (((await databaseCpuMs(DATABASE)) - dbBefore) * 1000) / figure.requests;
        const besideP99 = BESIDE && name !== signInCall.name ? await p99BesideSignIns(name) : undefined;
        const runs = figures[label].get(name) ?? [];
        runs.push({
          rps: figure.rps,
          p99: figure.p99,
          cpuUs,
          mainUs,
          dbUs,
          ...(besideP99 ? { besideP99 } : {}),
        });
        figures[label].set(name, runs);
        log(
          `pair ${pair} ${label} ${name}: ${figure.rps.toFixed(0)} req/s, p99 ${figure.p99} ms, gateway CPU ${cpuUs.toFixed(0)} µs a request (main thread ${mainUs.toFixed(0)}), PostgreSQL ${dbUs.toFixed(0)} µs${besideP99 ? `, p99 beside sign-ins ${besideP99} ms` : ''} (load ${load1()})`,
        );
      }
    } finally {
      await stop(gateway);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
console.log(
  `\nmedians of ${PAIRS} pairs, ${SECONDS} s each${RATE ? ` at ${RATE} req/s` : ''}, ${MEMBERS} members, load average now ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  '| call | A req/s | A p99 ms | A CPU µs/req | A main µs/req | A DB µs/req | B req/s | B p99 ms | B CPU µs/req | B main µs/req | B DB µs/req | req/s B ÷ A | CPU B ÷ A | main B ÷ A | DB B ÷ A |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const name of names) {
  const a = figures.A.get(name) ?? [];
  const b = figures.B.get(name) ?? [];
  const aRps = median(a.map((f) => f.rps));
  const bRps = median(b.map((f) => f.rps));
  const aCpu = median(a.map((f) => f.cpuUs));
  const bCpu = median(b.map((f) => f.cpuUs));
  const aMain = median(a.map((f) => f.mainUs));
  const bMain = median(b.map((f) => f.mainUs));
  const aDb = median(a.map((f) => f.dbUs));
  const bDb = median(b.map((f) => f.dbUs));
  console.log(
    `| ${name} | ${aRps.toFixed(0)} | ${median(a.map((f) => f.p99))} | ${aCpu.toFixed(0)} | ${aMain.toFixed(0)} | ${aDb.toFixed(0)} | ${bRps.toFixed(0)} | ${median(b.map((f) => f.p99))} | ${bCpu.toFixed(0)} | ${bMain.toFixed(0)} | ${bDb.toFixed(0)} | ${(bRps / aRps).toFixed(2)} | ${(bCpu / aCpu).toFixed(2)} | ${(bMain / aMain).toFixed(2)} | ${(bDb / aDb).toFixed(2)} |`,
  );
}
if (BESIDE) {
  console.log(
    `\nreads' p99 beside sign-ins on ${BESIDE} connections, over their p99 alone (medians of the pairs)`,
  );
  console.log('| call | A p99 alone | A p99 beside | A × | B p99 alone | B p99 beside | B × |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const name of names.filter((n) => n !== signInCall.name)) {
    const cells = (['A', 'B'] as const).map((label) => {
      const runs = figures[label].get(name) ?? [];
      const alone = median(runs.map((f) => f.p99));
      const beside = median(runs.map((f) => f.besideP99 ?? 0));
      return `${alone} | ${beside} | ${(beside / alone).toFixed(2)}`;
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
}

import { performance } from 'node:perf_hooks';
import { createResponseCache } from '@dash/gateway/src/response-cache/response-cache';
import { getResponseCacheKey } from '@dash/gateway/src/response-cache/response-cache-key';
import type { FastifyRequest } from 'fastify';
import { benchDatabaseUrl, resetDatabase } from './gateway/bench-database';
import { load } from './gateway/load';
import { memberCalls, signIn } from './gateway/member-calls';
import { cpuMs, startGateway, stop, waitFor } from './gateway/servers';
import { median } from './page-median';
import type { LoadFigure } from './report';

/**
 * `npm run bench:response-cache -w @dash/bench` (decision 035): each cached member read on a gateway
 * as it ships beside the same read on one with RESPONSE_CACHE_MS=0 (every read a first read), the
 * two in turn for BENCH_ROUNDS rounds (medians), on PostgreSQL, with the gateway's CPU time per
 * request beside req/s (a shared machine moves req/s more than CPU time); then, in this process, what
 * deriving a key and a hit in the store cost. Its own database and port, so it runs apart from run.ts.
 */
const DATABASE = 'dash_bench_response_cache';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 50;
const PORT = '4293';
const UNCACHED = { RESPONSE_CACHE_MS: '0' };

const databaseUrl = benchDatabaseUrl(DATABASE);

type Figure = LoadFigure & { readonly cpuUs: number };

/** Every member read on one gateway (it seeds the personas on the empty database): each call's figure. */
async function measureReads(env: Record<string, string>): Promise<Map<string, Figure>> {
  const gateway = startGateway(PORT, '127.0.0.1', databaseUrl, env);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${base}/readyz`);
    const figures = new Map<string, Figure>();
    for (const call of memberCalls(await signIn(base))) {
      const { name, kind: _kind, path, ...request } = call;
      const cpuBefore = await cpuMs(gateway.pid);
      const figure = await load(`${base}${path}`, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        strict: true,
        ...request,
      });
      const cpuUs = (((await cpuMs(gateway.pid)) - cpuBefore) * 1_000) / figure.requests;
      figures.set(name, { ...figure, cpuUs });
    }
    return figures;
  } finally {
    await stop(gateway);
  }
}

/** Microseconds per call of `work`: the median of nine batches. */
function microseconds(work: (index: number) => unknown, batch = 20_000): number {
  const batches = Array.from({ length: 9 }, () => {
    const start = performance.now();
    for (let index = 0; index < batch; index += 1) work(index);
    return ((performance.now() - start) * 1_000) / batch;
  });
  return median(batches) ?? Number.NaN;
}

/** A browser's read of the claims list, its headers as Chrome sends them. */
const BROWSER_READ = {
  method: 'GET',
  url: '/api/claims?page=0&size=10',
  body: undefined,
  domainId: 1,
  headers: {
    host: 'members.example.com',
    connection: 'keep-alive',
    authorization: `Bearer ${'x'.repeat(180)}`,
    accept: 'application/json, text/plain',
    'accept-language': 'en-US,en;q=0.9',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Safari/537.36',
    referer: 'https://members.example.com/claims',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    cookie: `dash_tz=America/Los_Angeles; dash_token=${'x'.repeat(180)}`,
  },
  auth: {
    session: {
      sessionId: '2f1c7e0a-6a4b-4f7e-9a53-4d1b8f0c2e11',
      accountId: 1001,
      memberKey: 'M0001001',
      kind: 'session',
      role: 'member',
      issuedByRole: null,
      issuedByAccountId: null,
      chosenGroupId: null,
      preventSalesPlatform: false,
      expiresAt: new Date(),
      lastSeenAt: new Date(),
      mfaPending: false,
    },
  },
} as unknown as FastifyRequest;

async function inProcess() {
  const keyUs = microseconds(() => getResponseCacheKey(BROWSER_READ, '2026-12-01'));
  const cache = createResponseCache({ lifetimeMs: 60_000, maxEntries: 5_000 });
  const key = getResponseCacheKey(BROWSER_READ, '2026-12-01');
  const reader = {};
  await cache.fetch(key, 'F1', reader);
  cache.settle(reader, { payload: Buffer.from('{}'), contentType: 'application/json' });
  await new Promise((resolve) => setImmediate(resolve));
  const hitUs = microseconds(() => cache.get(key, 'F1'));
  return { keyUs, hitUs };
}

const medianOf = (rounds: readonly Map<string, Figure>[], name: string, of: (f: Figure) => number) =>
  median(rounds.flatMap((round) => (round.has(name) ? [of(round.get(name) as Figure)] : []))) ?? Number.NaN;

function printRows(cached: readonly Map<string, Figure>[], uncached: readonly Map<string, Figure>[]) {
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s a call, medians of ${ROUNDS} rounds (cached and uncached in turn)`,
  );
  console.log('| call | cached: req/s, p99 ms, CPU µs a request | uncached: the same | req/s ×, CPU ÷ |');
  console.log('| --- | --- | --- | --- |');
  for (const name of cached[0]?.keys() ?? []) {
    const [on, off] = [cached, uncached].map((rounds) => ({
      rps: medianOf(rounds, name, (f) => f.rps),
      p99: medianOf(rounds, name, (f) => f.p99),
      cpuUs: medianOf(rounds, name, (f) => f.cpuUs),
    })) as [{ rps: number; p99: number; cpuUs: number }, { rps: number; p99: number; cpuUs: number }];
    const cells = (f: typeof on) => `${f.rps.toFixed(0)}, ${f.p99}, ${f.cpuUs.toFixed(0)}`;
    const ratios = `${(on.rps / off.rps).toFixed(2)}×, ${(off.cpuUs / on.cpuUs).toFixed(2)}×`;
    console.log(`| ${name} | ${cells(on)} | ${cells(off)} | ${ratios} |`);
  }
}

async function main() {
  await resetDatabase(DATABASE);
  const cached: Map<string, Figure>[] = [];
  const uncached: Map<string, Figure>[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    // In turn, and each round starting with the other: both meet the same minutes of the machine.
    const order = round % 2 === 1 ? (['cached', 'uncached'] as const) : (['uncached', 'cached'] as const);
    console.log(`round ${round} of ${ROUNDS}: ${order.join(', then ')}`);
    for (const which of order) {
      if (which === 'cached') cached.push(await measureReads({}));
      else uncached.push(await measureReads(UNCACHED));
    }
  }
  printRows(cached, uncached);
  const { keyUs, hitUs } = await inProcess();
  console.log(
    `\nin process: a key derived from a browser's read ${keyUs.toFixed(2)} µs; a hit in the store ${hitUs.toFixed(2)} µs`,
  );
  process.exit(0);
}

await main();

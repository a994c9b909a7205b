import { type ChildProcess, fork, spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import autocannon from 'autocannon';
import pg from 'pg';
import { LOGIN_BUDGET } from './bundle-budgets';
import { measureChunks } from './chunk-sizes';
import { measurePageSpeed, printPageSpeed } from './page-speed';
import { measureSignInTiming, printSignInTiming } from './sign-in-timing';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'dash_bench';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
// Issue 16's budget, the one `npm test` enforces (bundle-budgets.ts).
const LOGIN_BUDGET_BYTES = LOGIN_BUDGET;
const DIST = path.join(ROOT, 'apps/web/dist');

const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

/** Starts a server script in its own process (its own core) and waits until it listens. */
function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      env: { ...process.env, ...env },
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 60_000);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.on('message', (message) => {
      if (message === 'ready') {
        clearTimeout(timer);
        resolve(child);
      }
    });
  });
}

/** The gateway on the bench database, in its own process. */
function startGateway(port: string, host: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/gateway/src/server.ts')], {
    env: { ...process.env, PORT: port, HOST: host, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready`);
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function resetDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
}

async function signIn(base: string): Promise<{ token: string; memberKey: string }> {
  const post = (url: string, init: RequestInit) => fetch(`${base}${url}`, { method: 'POST', ...init });
  const temporary = await post('/api/token', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'alex', password: PERSONA_PASSWORD, domainId: 1 }),
  }).then((r) => r.json() as Promise<{ token: string }>);
  const session = await post('/api/session', {
    headers: { authorization: `Bearer ${temporary.token}` },
  }).then((r) => r.json() as Promise<{ token: string }>);
  const account = await fetch(`${base}/api/account`, {
    headers: { authorization: `Bearer ${session.token}` },
  }).then((r) => r.json() as Promise<{ memberKey: string }>);
  return { token: session.token, memberKey: account.memberKey };
}

async function main() {
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  try {
    await resetDatabase();
    // Not 4190: the Fetch standard blocks that port (ManageSieve).
    const gatewayPort = '4280';
    const gateway = startGateway(gatewayPort, '127.0.0.1');
    children.push(gateway);
    const base = `http://127.0.0.1:${gatewayPort}`;
    await waitFor(`${base}/readyz`);
    const { token, memberKey } = await signIn(base);
    printSignInTiming(await measureSignInTiming(base));

    console.log(
      `Load: ${CONNECTIONS} connections for ${DURATION} s each, one server at a time, PostgreSQL ${DATABASE}.`,
    );
    const asAlex = { authorization: `Bearer ${token}`, host: 'localhost' };
    const gatewayResult = await load(`${base}/api/account`, asAlex);
    // The home aggregate: its queries run side by side, so it should cost about one account call.
    const homeResult = await load(`${base}/api/home`, asAlex);
    gateway.kill('SIGTERM');

    const hello = await start(path.join(HERE, 'baselines/hello.ts'), { PORT: '4281' });
    children.push(hello);
    const helloResult = await load('http://127.0.0.1:4281/');
    hello.kill('SIGTERM');

    const selectResults: Record<string, Awaited<ReturnType<typeof load>>> = {};
    for (const [driver, port] of [
      ['pg', '4282'],
      ['postgres', '4283'],
    ] as const) {
      const select = await start(path.join(HERE, 'baselines/select.ts'), {
        PORT: port,
        DRIVER: driver,
        DATABASE_URL: databaseUrl,
        MEMBER_KEY: memberKey,
      });
      children.push(select);
      selectResults[driver] = await load(`http://127.0.0.1:${port}/`);
      select.kill('SIGTERM');
    }

    const rows = [
      ['GET /api/account (gateway, postgres.js)', gatewayResult],
      ['GET /api/home (gateway, postgres.js)', homeResult],
      ['baseline: Fastify hello-world', helloResult],
      ['baseline: Fastify + 1 indexed SELECT (pg)', selectResults.pg],
      ['baseline: Fastify + 1 indexed SELECT (postgres.js)', selectResults.postgres],
    ] as const;
    console.log(
      '\nserver                                              req/s     p50 ms  p99 ms  gateway ÷ this',
    );
    for (const [name, r] of rows) {
      if (!r) continue;
      const ratio = (gatewayResult.rps / r.rps).toFixed(2);
      console.log(
        `${name.padEnd(50)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)}  ${ratio.padStart(8)}`,
      );
    }

    // Page speed: a fresh gateway on the same database, opened by its brand host `localhost`.
    const built = await access(path.join(DIST, 'index.html')).then(
      () => true,
      () => false,
    );
    if (!built) {
      console.log('\nNo built web app: run `npm run build` for page-speed figures.');
    } else {
      const pageGateway = startGateway('4284', 'localhost');
      children.push(pageGateway);
      await waitFor('http://localhost:4284/readyz');
      printPageSpeed(await measurePageSpeed('http://localhost:4284', { chromePort: 4285 }));
      pageGateway.kill('SIGTERM');
    }
  } finally {
    stop();
  }

  const chunks = await measureChunks(DIST).catch(() => null);
  if (!chunks) {
    console.log('\nNo built web app: run `npm run build` for chunk sizes.');
    return;
  }
  console.log('\nchunk                                             bytes    gzip');
  for (const c of chunks.chunks) {
    console.log(`${c.file.padEnd(48)} ${String(c.bytes).padStart(8)} ${String(c.gzip).padStart(7)}`);
  }
  const verdict = chunks.loginGzip <= LOGIN_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `\n/login loads ${chunks.loginFiles.length} JS files, ${(chunks.loginGzip / 1024).toFixed(1)} KB gzipped: ${verdict} the ${LOGIN_BUDGET_BYTES / 1024} KB budget.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

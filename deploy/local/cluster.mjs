// Issue 40 §1: N gateways of the built app behind Debian's HAProxy on one machine, on the machine's
// PostgreSQL and Redis (docs/operations.md "N gateways on one machine", decision 063).
//   npm run cluster                     three gateways on :5601-5603, the balancer on :5600
//   CLUSTER_GATEWAYS=5 npm run cluster  any number
// The database (CLUSTER_DATABASE, `dash_cluster`) is created if absent, migrated once by the built
// migration command (what `npm run migrate` runs), seeded by the first gateway only; every gateway
// then starts with MIGRATE_ON_START=false and the same TOKEN_SECRET, MFA_ENCRYPTION_KEY, DATABASE_URL
// and REDIS_URL. Ctrl-C stops the balancer and each gateway (SIGTERM, their own graceful shutdown).
// startCluster() is also what the rolling-restart bench and its test drive
// (bench/src/cluster/rolling-restart.ts).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(ROOT, 'apps/gateway/dist/server.mjs');
const MIGRATE = path.join(ROOT, 'apps/gateway/dist/migrate.mjs');
// The web app's server build, where the gateway looks for it (WEB_BUILD, by default apps/web/build).
const WEB_BUILD = path.join(process.env.WEB_BUILD ?? path.join(ROOT, 'apps/web/build'), 'server');

/**
 * The balancer's configuration: deploy/haproxy/haproxy.cfg's rules (checks on /readyz every 500 ms,
 * out after two failures, a refused connection tried once on another gateway, Host passed through,
 * X-Forwarded-For and -Proto set), on loopback ports instead of Compose's names, and slowstart: a
 * gateway back in the rotation gets its share of traffic over 2 s rather than at once.
 */
export function haproxyConfig({ port, statsPort, gatewayPorts }) {
  return `global
    maxconn 4096

defaults
    mode http
    timeout connect 5s
    timeout client 30s
    timeout server 30s
    timeout http-keep-alive 10s
    # A check waits as long as /readyz may take (its own bound is 2 s, READY_TIMEOUT_MS), not only
    # \`inter\` (500 ms), HAProxy's default without this line: under a burst on a busy machine every gateway
    # answered late twice, all were marked down at once and HAProxy answered 503 itself (decision 065).
    timeout check 2500ms
    retries 1
    option redispatch 1
    retry-on conn-failure

frontend public
    bind 127.0.0.1:${port}
    # Replaced, never appended: TRUST_PROXY=true believes the first address, which a client could write.
    http-request set-header X-Forwarded-For %[src]
    http-request set-header X-Forwarded-Proto http
    # Removed: TRUST_PROXY=true would read the host, and so the brand and the links built from it, from it.
    http-request del-header X-Forwarded-Host
    default_backend gateways

backend gateways
    balance roundrobin
    option httpchk
    http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost
    http-check expect status 200
    default-server inter 500ms fall 2 rise 2 slowstart 2s
${gatewayPorts.map((p, i) => `    server gateway-${i + 1} 127.0.0.1:${p} check`).join('\n')}

frontend stats
    bind 127.0.0.1:${statsPort}
    stats enable
    stats uri /
    stats refresh 5s
`;
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

export async function waitReady(url, seconds = 60) {
  for (let i = 0; i < seconds * 5; i++) {
    const ok = await fetch(url, { headers: { host: 'localhost' } }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready`);
}

/** Creates the database if it does not exist (the machine's PostgreSQL, trust). */
export async function ensureDatabase(adminUrl, name) {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const [found] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!found) await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end();
  }
}

/** Builds what the cluster runs when it is missing: the web app and the gateway, or the gateway only. */
function buildIfMissing(withWeb, log) {
  if (withWeb && !existsSync(WEB_BUILD)) {
    log('building the web app and the gateway (npm run build)…');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  } else if (!existsSync(SERVER) || !existsSync(MIGRATE)) {
    log('building the gateway (npm run build -w @dash/gateway)…');
    execFileSync('npm', ['run', 'build', '-w', '@dash/gateway'], { cwd: ROOT, stdio: 'inherit' });
  }
}

/** The i-th gateway on its port with the shared environment: started and stopped by the caller. */
function gatewayHandle(gatewayPort, i, shared) {
  const handle = {
    name: `gateway-${i + 1}`,
    port: gatewayPort,
    process: null,
    /** Starts it (the first with SEED_ON_EMPTY so the personas exist once) and waits for /readyz. */
    async start() {
      handle.process = spawn(process.execPath, [SERVER], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...shared,
          PORT: String(gatewayPort),
          SEED_ON_EMPTY: i === 0 ? 'true' : 'false',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      await waitReady(`http://127.0.0.1:${gatewayPort}/readyz`);
    },
    /** Sends the signal and resolves once the process has exited. */
    async stop(signal = 'SIGTERM') {
      const child = handle.process;
      if (!child) return;
      child.kill(signal);
      await exited(child);
      handle.process = null;
    },
  };
  return handle;
}

/**
 * Starts the topology and resolves once the balancer answers /readyz through every gateway.
 * Returns the balancer's address, each gateway's handle (stop with a signal, start again) and stop().
 */
export async function startCluster(options = {}) {
  const port = options.port ?? 5600;
  const count = options.gateways ?? 3;
  const gatewayPorts = Array.from({ length: count }, (_, i) => port + 1 + i);
  const statsPort = options.statsPort ?? port + 1 + count;
  const pgHost = options.postgres ?? 'postgres://postgres@127.0.0.1:5432';
  const database = options.database ?? 'dash_cluster';
  const databaseUrl = `${pgHost}/${database}`;
  const log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
  buildIfMissing(options.web !== false, log);
  await ensureDatabase(`${pgHost}/postgres`, database);
  const shared = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: options.redisUrl ?? 'redis://127.0.0.1:6379',
    RATE_LIMIT_REDIS_PREFIX: `dash:${database}:`,
    TOKEN_SECRET: options.tokenSecret ?? randomBytes(48).toString('base64'),
    MFA_ENCRYPTION_KEY: options.mfaKey ?? randomBytes(32).toString('base64'),
    TRUST_PROXY: 'true',
    MIGRATE_ON_START: 'false',
    LOG_LEVEL: options.logLevel ?? 'warn',
    SHUTDOWN_DRAIN_MS: '2000',
    ...options.env,
  };
  execFileSync(process.execPath, [MIGRATE], {
    cwd: ROOT,
    env: { ...process.env, ...shared },
    stdio: 'ignore',
  });
  log(`migrated ${database}`);

  const gateways = gatewayPorts.map((gatewayPort, i) => gatewayHandle(gatewayPort, i, shared));
  await gateways[0].start();
  await Promise.all(gateways.slice(1).map((g) => g.start()));

  const dir = mkdtempSync(path.join(tmpdir(), 'dash-cluster-'));
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig({ port, statsPort, gatewayPorts }));
  const haproxy = spawn(options.haproxy ?? 'haproxy', ['-db', '-f', cfg], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  haproxy.once('error', (error) => log(`haproxy: ${error.message} (apt-get install -y haproxy)`));
  await waitReady(`http://127.0.0.1:${port}/readyz`);
  const url = `http://127.0.0.1:${port}`;
  log(`balancer ${url} (stats http://127.0.0.1:${statsPort}/), gateways on ${gatewayPorts.join(', ')}`);

  return {
    url,
    port,
    statsPort,
    databaseUrl,
    gateways,
    haproxy,
    async stop() {
      await Promise.all(gateways.map((g) => g.stop('SIGTERM')));
      haproxy.kill('SIGTERM');
      await exited(haproxy);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.CLUSTER_PORT ?? 5600);
  const cluster = await startCluster({
    port,
    gateways: Number(process.env.CLUSTER_GATEWAYS ?? 3),
    ...(process.env.CLUSTER_DATABASE ? { database: process.env.CLUSTER_DATABASE } : {}),
    ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    logLevel: process.env.LOG_LEVEL ?? 'info',
  });
  process.stdout.write(
    `open http://localhost:${port}, http://medicare.localhost:${port}, http://partner.localhost:${port} (Ctrl-C stops)\n`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

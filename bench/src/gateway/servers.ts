import { type ChildProcess, fork, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Starts a baseline server script (TypeScript, through tsx) in its own process and waits until it listens. */
export function startBaseline(script: string, env: Record<string, string>): Promise<ChildProcess> {
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

/**
 * The gateway on the bench database, in its own process, as npm start runs it: the bundle of
 * `npm run build -w @dash/gateway` (which `npm run bench` runs first) in `root`, this checkout unless
 * another's is measured beside it (beside-build.ts). Sign-in throttling is lifted: the load comes from
 * one address and one account, which the limits exist to stop. A setting given as undefined is unset.
 * `nodeArgs` go to node before the bundle (e.g. `--cpu-prof`, which NODE_OPTIONS does not allow).
 */
export function startGateway(
  port: string,
  host: string,
  databaseUrl: string,
  env: Readonly<Record<string, string | undefined>> = {},
  root = ROOT,
  nodeArgs: readonly string[] = [],
): ChildProcess {
  return startGatewayBundle(
    path.join(root, 'apps/gateway/dist/server.mjs'),
    port,
    host,
    databaseUrl,
    env,
    root,
    nodeArgs,
  );
}

/** startGateway's process from a given bundle (a build kept beside the current one: paired-first-reads.ts). */
export function startGatewayBundle(
  bundle: string,
  port: string,
  host: string,
  databaseUrl: string,
  env: Readonly<Record<string, string | undefined>> = {},
  root = ROOT,
  nodeArgs: readonly string[] = [],
): ChildProcess {
  if (!existsSync(bundle))
    throw new Error(`No ${bundle}: run \`npm run build -w @dash/gateway\` there first.`);
  return spawn(process.execPath, [...nodeArgs, bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      HOST: host,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_CLIENT: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
      DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '10',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 900; i++) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready`);
}

/** Resident memory of a process in MB (Linux /proc), or NaN where unavailable. */
export async function rssMb(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
}

/**
 * CPU time a process has used so far in ms, user and system (Linux /proc, in clock ticks of 10 ms), or
 * NaN where unavailable. Per request, it holds on a shared machine where req/s follows the neighbours.
 * With `thread` (the process's own id: its main thread), one thread's: the event loop without the
 * thread pool's hashes.
 */
export async function cpuMs(pid: number | undefined, thread?: number): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const stat = await readFile(file, 'utf8').catch(() => '');
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time so far in ms of the PostgreSQL backends serving `database` (Linux /proc: each backend's
 * title reads `postgres: … <user> <database> <client> <state>`), or NaN where unavailable. A backend
 * that ended between two readings drops out, so read it around a load whose connections stay open.
 */
export async function databaseCpuMs(database: string): Promise<number> {
  const pids = await readdir('/proc').catch(() => [] as string[]);
  let total = 0;
  let found = false;
  for (const pid of pids.filter((name) => /^\d+$/.test(name))) {
    const title = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!title.startsWith('postgres:') || !title.split(' ').includes(database)) continue;
    found = true;
    total += await cpuMs(Number(pid));
  }
  return found ? total : Number.NaN;
}

/** Stops a child and waits for it to be gone, so the next server has the cores to itself. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AccountDetails, API_PATHS, SessionResponse, TokenResponse } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createPostgresCopy } from './helpers/test-app';

const GATEWAY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The gateway as npm start runs it (decision 028): built from the current source, in a folder of its own.
const BUILD_DIR = path.join(GATEWAY, `dist-test-${process.pid}`);
const SERVER = path.join(BUILD_DIR, 'server.mjs');
const PORT = 4260 + Math.floor(Math.random() * 200);
const dirs: string[] = [];
const children: ChildProcess[] = [];
beforeAll(async () => {
  await promisify(execFile)(process.execPath, [
    path.join(GATEWAY, '../../scripts/build-gateway.mjs'),
    BUILD_DIR,
  ]);
}, 60_000);
afterAll(async () => {
  await rm(BUILD_DIR, { recursive: true, force: true });
  // A failed test leaves its server running: stop it before its data directory goes.
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Resolves once `url` answers 200; otherwise fails naming how the process ended and what it wrote last. */
async function waitForReady(url: string, child: ChildProcess, stderr: () => string = () => '') {
  // Up to a minute: seeding an empty database takes long on a machine busy with other suites.
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  const ended = child.exitCode === null ? 'still running' : `exited with ${child.exitCode}`;
  throw new Error(`the server did not become ready (${ended}): ${stderr().slice(-2000)}`);
}

// The process itself, on the embedded database: independent of the project's database.
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('the built server', () => {
  it('stops with a message naming a bad setting', async () => {
    const child = spawn(process.execPath, [SERVER], {
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('PORT');
  });

  it('seeds an empty database, finishes requests in flight on SIGTERM and closes the database', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dash-server-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, [SERVER], {
      // Audit rows wait for the close: only the shutdown's last flush can write them.
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        AUDIT_FLUSH_MS: '60000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = exitOf(child);
    await waitForReady(`http://127.0.0.1:${PORT}/readyz`, child, () => stderr);

    // In flight for certain: the headers and half the body are in before SIGTERM, the rest after it.
    const body = JSON.stringify({ username: 'alex', password: 'Welcome2026!', domainId: 1 });
    const request = http.request({
      host: '127.0.0.1',
      port: PORT,
      method: 'POST',
      path: API_PATHS.token,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        host: 'localhost',
      },
    });
    const replied = new Promise<number>((resolve, reject) => {
      request.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    request.end(body.slice(10));
    expect(await replied).toBe(200);
    expect(await exited).toBe(0);

    // Closed cleanly: the data directory opens again with the personas in it.
    const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const alex = await reopened.db
      .selectFrom('accounts')
      .select('username')
      .where('username', '=', 'alex')
      .execute();
    const signIns = await reopened.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'sign-in')
      .execute();
    await reopened.close();
    expect(alex).toHaveLength(1);
    // The in-flight sign-in's audit row was written before the database closed.
    expect(signIns).toHaveLength(1);
  }, 120_000);
});

/** Starts the built server on a free port with info logs, and reads its log lines as they come. */
function startLoggingServer(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  const lines: { msg?: string }[] = [];
  const waiters: { test: (msg: string) => boolean; resolve: (msg: string) => void }[] = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const text of complete) {
      const line = JSON.parse(text) as { msg?: string };
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.test(line.msg ?? ''))) waiter.resolve(line.msg ?? '');
    }
  });
  const logged = (test: (msg: string) => boolean) =>
    new Promise<string>((resolve) => {
      const seen = lines.find((line) => test(line.msg ?? ''));
      if (seen) resolve(seen.msg ?? '');
      else waiters.push({ test, resolve });
    });
  return { child, logged };
}

interface Reply {
  readonly status: number;
  readonly connection: string | undefined;
}

function get(port: number, url: string, agent: http.Agent | false): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent, headers: { host: 'localhost' } });
    request.once('response', (response) => {
      response.resume();
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    });
    request.once('error', reject);
  });
}

describe.skipIf(process.env.TEST_DATABASE === 'postgres')('the built server on SIGTERM', () => {
  it('fails /readyz first, responds to a burst sent just before the signal, closes idle keep-alive connections and exits 0', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dash-server-'));
    dirs.push(dataDir);
    const { child, logged } = startLoggingServer(dataDir);
    const exited = exitOf(child);
    const listening = await logged((msg) => msg.startsWith('Server listening at http://127.0.0.1:'));
    const port = Number(new URL(listening.replace('Server listening at ', '')).port);
    await waitForReady(`http://127.0.0.1:${port}/readyz`, child);

    // An idle keep-alive connection: the server must close it itself, or the process could not exit.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/healthz', keepAlive)).status).toBe(200);
    const idleSocket = Object.values(keepAlive.freeSockets).flat()[0];
    if (!idleSocket) throw new Error('the keep-alive connection is not idle in the agent');
    const idleClosed = new Promise<boolean>((resolve) => idleSocket.once('close', resolve));

    // The burst: each request on its own connection, all on their way before the signal.
    const burst = Array.from({ length: 40 }, (_, i) =>
      get(port, i % 2 === 0 ? '/api/brand' : '/healthz', false).catch((error: Error) => error),
    );
    child.kill('SIGTERM');
    await logged((msg) => msg.startsWith('shutting down'));
    // Draining: the probe fails at once, while the burst is still being served.
    const probe = await get(port, '/readyz', false);

    const replies = await Promise.all(burst);
    expect(replies.filter((reply) => reply instanceof Error)).toEqual([]);
    expect(replies.map((reply) => (reply as Reply).status)).toEqual(Array(40).fill(200));
    expect(probe).toEqual({ status: 503, connection: 'close' });
    expect(await idleClosed).toBe(false);
    expect(await exited).toBe(0);
    keepAlive.destroy();
  }, 120_000);
});

// The built server as npm start runs it, on PostgreSQL: more calls at once than connections, so the
// patched postgres.js (decision 030) queues and pipelines them as under load.
describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('the built server on PostgreSQL', () => {
  it('serves concurrent reads, more at once than its connections', async () => {
    const database = await createPostgresCopy();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dash-server-'));
    dirs.push(dataDir);
    const { child, logged } = startLoggingServer(dataDir, {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '3',
    });
    const exited = exitOf(child);
    try {
      const listening = await logged((msg) => msg.startsWith('Server listening at http://127.0.0.1:'));
      const base = listening.replace('Server listening at ', '');
      await waitForReady(`${base}/readyz`, child);
      const post = (url: string, body: unknown, token?: string) =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: {
            host: 'localhost',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const body = { username: 'alex', password: PERSONA_PASSWORD, domainId: 1 };
      const temporary = TokenResponse.parse(await (await post(API_PATHS.token, body)).json()).token;
      const session = SessionResponse.parse(
        await (await post(API_PATHS.session, undefined, temporary)).json(),
      ).token;

      // Many more calls at once than connections: postgres.js queues and pipelines them.
      const reads = await Promise.all(
        Array.from({ length: 60 }, () =>
          fetch(`${base}${API_PATHS.account}`, {
            headers: { host: 'localhost', authorization: `Bearer ${session}` },
          }).then(async (response) => ({ status: response.status, body: await response.json() })),
        ),
      );
      expect(reads.map((read) => read.status)).toEqual(Array(60).fill(200));
      const first = AccountDetails.parse(reads[0]?.body);
      expect(first.members.length).toBeGreaterThan(0);
      for (const read of reads) expect(read.body).toEqual(reads[0]?.body);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await database.drop();
    }
  }, 120_000);
});

// Issue 36 point 3: the process killed (SIGKILL, no shutdown) while a message waits for its retry.
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('the built server killed with mail queued', () => {
  it('sends the message once after the restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dash-server-'));
    dirs.push(dataDir);
    // A port with no mail server behind it yet: the first attempt is refused, the retry is 5 to 10 s on.
    const probe = await startSmtpCatcher();
    const smtpPort = Number(new URL(probe.url).port);
    await probe.close();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FIRST_RETRY_SECONDS: '5' };

    const first = startLoggingServer(dataDir, env);
    const firstExited = exitOf(first.child);
    const listening = await first.logged((msg) => msg.startsWith('Server listening at http://127.0.0.1:'));
    const base = `http://127.0.0.1:${new URL(listening.replace('Server listening at ', '')).port}`;
    await waitForReady(`${base}/readyz`, first.child);
    const asked = await fetch(`${base}${API_PATHS.usernameRecovery}`, {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      body: JSON.stringify({
        identifier: 'K10040002',
        firstName: 'Robin',
        lastName: 'Okafor',
        dateOfBirth: '1979-09-30',
      }),
    });
    expect(asked.status).toBe(200);
    // The first attempt has failed (refused at once); the process dies before the retry.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    first.child.kill('SIGKILL');
    await firstExited;

    const catcher = await startSmtpCatcher({ port: smtpPort });
    const next = startLoggingServer(dataDir, env);
    const nextExited = exitOf(next.child);
    try {
      const mail = await catcher.waitFor((m) => m.to === 'robin@example.com', 60_000);
      expect(mail.subject).toBe('Your Member Dashboard username');
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(catcher.messages.filter((m) => m.to === 'robin@example.com')).toHaveLength(1);
    } finally {
      next.child.kill('SIGTERM');
      await nextExited;
      await catcher.close();
    }
    const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const rows = await reopened.db.selectFrom('outbox').select(['status', 'attempts']).execute();
    await reopened.close();
    expect(rows).toEqual([{ status: 'sent', attempts: 2 }]);
  }, 180_000);
});

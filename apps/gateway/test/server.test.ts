import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PATHS } from '@dash/domain/api';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');
const PORT = 4260 + Math.floor(Math.random() * 200);
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitForReady(url: string, child: ChildProcess) {
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become ready');
}

// The process itself, on the embedded database: independent of the project's database.
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('server.ts', () => {
  it('stops with a message naming a bad setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
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
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      // Audit rows wait for the close: only the shutdown's last flush can write them.
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        AUDIT_FLUSH_MS: '60000',
      },
      stdio: 'ignore',
    });
    const exited = exitOf(child);
    await waitForReady(`http://127.0.0.1:${PORT}/readyz`, child);

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
    const answered = new Promise<number>((resolve, reject) => {
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
    expect(await answered).toBe(200);
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

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_LOCKOUT_THRESHOLD } from '@dash/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { RENAMED_SETTINGS } from '../src/renamed-settings';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dash-config-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('loadConfig', () => {
  it('defaults to PGlite in DATA_DIR on port 8080 with the personas’ brand hosts', async () => {
    const dir = await tempDir();
    const config = await loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
    expect(config.brandHosts).toMatchObject({
      localhost: 1,
      'medicare.localhost': 2,
      'partner.localhost': 5,
    });
    expect(config.lockoutThreshold).toBe(DEFAULT_LOCKOUT_THRESHOLD);
  });

  it('generates the signing secret once and keeps it in DATA_DIR', async () => {
    const dir = await tempDir();
    const first = await loadConfig({ DATA_DIR: dir });
    const second = await loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(first.tokenSecret).toString()).toBe(Buffer.from(second.tokenSecret).toString());
    expect((await readFile(path.join(dir, 'token-secret'), 'utf8')).length).toBeGreaterThanOrEqual(32);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', async () => {
    const config = await loadConfig({
      DATA_DIR: await tempDir(),
      DATABASE_URL: 'postgres://u@db:5432/x',
      DATABASE_POOL_SIZE: '4',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/x',
      poolSize: 4,
      timeouts: { connectMs: 5_000, statementMs: 10_000, idleInTransactionMs: 15_000 },
    });
  });

  it('reads the database timeouts, the proxy trust and the shutdown bounds, with their defaults', async () => {
    const defaults = await loadConfig({ DATA_DIR: await tempDir() });
    expect(defaults.trustProxy).toBe(false);
    expect(defaults.shutdown).toEqual({ drainMs: 2_000, timeoutMs: 10_000 });
    const set = await loadConfig({
      DATA_DIR: await tempDir(),
      DATABASE_URL: 'postgres://u@db:5432/x',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '3000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '4000',
      TRUST_PROXY: 'true',
      SHUTDOWN_DRAIN_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '5000',
    });
    expect(set.database).toMatchObject({
      timeouts: { connectMs: 1_500, statementMs: 3_000, idleInTransactionMs: 4_000 },
    });
    expect(set.trustProxy).toBe(true);
    expect(set.shutdown).toEqual({ drainMs: 0, timeoutMs: 5_000 });
  });

  it.each([
    [{}, false],
    [{ NODE_ENV: 'test' }, true],
    [{ NODE_ENV: 'test', CHECK_RESPONSES: 'false' }, false],
    [{ NODE_ENV: 'development', CHECK_RESPONSES: 'true' }, true],
  ])('checks responses against their schemas for %o: %s', async (env, checked) => {
    const config = await loadConfig({ DATA_DIR: await tempDir(), ...env });
    expect(config.checkResponses).toBe(checked);
  });

  it('reads the response cache settings (decision 035), with their defaults', async () => {
    const defaults = await loadConfig({ DATA_DIR: await tempDir() });
    expect([defaults.responseCacheMs, defaults.responseCacheEntries]).toEqual([30_000, 5_000]);
    const set = await loadConfig({
      DATA_DIR: await tempDir(),
      RESPONSE_CACHE_MS: '0',
      RESPONSE_CACHE_ENTRIES: '100',
    });
    expect([set.responseCacheMs, set.responseCacheEntries]).toEqual([0, 100]);
  });

  it('reads PASSWORD_HASH_CONCURRENCY (issue 41 §3), one hash per core by default', async () => {
    const defaults = await loadConfig({ DATA_DIR: await tempDir() });
    expect(defaults.passwordHashConcurrency).toBe(Math.max(1, os.availableParallelism()));
    const set = await loadConfig({ DATA_DIR: await tempDir(), PASSWORD_HASH_CONCURRENCY: '1' });
    expect(set.passwordHashConcurrency).toBe(1);
  });

  // Issue 37 §2 renamed them: a deployment that still sets an old name must not run on the default unawares.
  it.each(Object.entries(RENAMED_SETTINGS))(
    'refuses to start with %s set, naming %s',
    async (old, renamed) => {
      const attempt = loadConfig({ DATA_DIR: await tempDir(), [old]: '0' });
      await expect(attempt).rejects.toBeInstanceOf(ConfigError);
      await expect(attempt).rejects.toThrow(`${old}: renamed ${renamed}: set ${renamed} instead`);
    },
  );

  it('serves the web build unless WEB_DEV (npm run dev) asks for the development build', async () => {
    expect((await loadConfig({ DATA_DIR: await tempDir() })).webDev).toBe(false);
    expect((await loadConfig({ DATA_DIR: await tempDir(), WEB_DEV: 'true' })).webDev).toBe(true);
  });

  it('seeds from SEED_DAY when it is set, and from the day it starts when not', async () => {
    expect((await loadConfig({ DATA_DIR: await tempDir() })).seedDay).toBeUndefined();
    const set = await loadConfig({ DATA_DIR: await tempDir(), SEED_DAY: '2026-11-28' });
    expect(set.seedDay?.toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// address'],
    [{ TOKEN_SECRET: 'short' }, 'TOKEN_SECRET: must be at least 32 characters'],
    [{ BRAND_HOSTS: '{not json' }, 'BRAND_HOSTS: must be JSON'],
    [{ BRAND_HOSTS: '{"a.example.com": 3}' }, 'must be 1, 2 or 5'],
    [{ LOCKOUT_THRESHOLD: '0' }, 'LOCKOUT_THRESHOLD'],
    [{ CRM_URL: 'not a url' }, 'CRM_URL'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '0' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ CHECK_RESPONSES: 'yes' }, 'CHECK_RESPONSES'],
    [{ SEED_DAY: '2026-02-30' }, 'SEED_DAY'],
    [{ SEED_DAY: '11/29/2026' }, 'SEED_DAY'],
    // The hard deadline: a shutdown never takes longer than 10 s.
    [{ SHUTDOWN_TIMEOUT_MS: '30000' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ RESPONSE_CACHE_MS: '-1' }, 'RESPONSE_CACHE_MS'],
    [{ RESPONSE_CACHE_ENTRIES: 'many' }, 'RESPONSE_CACHE_ENTRIES'],
    [{ WEB_DEV: 'yes' }, 'WEB_DEV'],
    [{ PASSWORD_HASH_CONCURRENCY: '0' }, 'PASSWORD_HASH_CONCURRENCY'],
    // Vite's dev server serves the web's source files: never in production.
    [
      { NODE_ENV: 'production', MFA_ENCRYPTION_KEY: 'ab'.repeat(32), WEB_DEV: 'true' },
      'WEB_DEV: must not be true in production',
    ],
  ])('stops with a message naming the bad setting for %o', async (env, message) => {
    const attempt = loadConfig({ DATA_DIR: await tempDir(), ...env });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(message);
  });
});

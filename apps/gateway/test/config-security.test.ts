import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dash-config-security-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('audit, rate-limit and retention settings (issue 10 points 4, 5)', () => {
  it('has defaults: batched audit, in-memory limits, 90 days of sign-in records', async () => {
    const config = await loadConfig({ DATA_DIR: await tempDir() });
    expect(config.audit).toEqual({ flushRows: 100, flushMs: 1000 });
    expect(config.rateLimit).toEqual({
      windowSeconds: 60,
      perClient: 30,
      perAccount: 10,
      redisPrefix: 'dash:rate-limit:',
    });
    expect(config.loginRecords).toEqual({ retentionDays: 90, pruneMinutes: 60 });
  });

  it('reads every setting from the environment', async () => {
    const config = await loadConfig({
      DATA_DIR: await tempDir(),
      AUDIT_FLUSH_ROWS: '10',
      AUDIT_FLUSH_MS: '250',
      RATE_LIMIT_WINDOW_SECONDS: '300',
      RATE_LIMIT_PER_CLIENT: '50',
      RATE_LIMIT_PER_ACCOUNT: '5',
      REDIS_URL: 'redis://cache:6379/0',
      RATE_LIMIT_REDIS_PREFIX: 'members:',
      LOGIN_RECORD_RETENTION_DAYS: '30',
      LOGIN_RECORD_PRUNE_MINUTES: '15',
    });
    expect(config.audit).toEqual({ flushRows: 10, flushMs: 250 });
    expect(config.rateLimit).toEqual({
      windowSeconds: 300,
      perClient: 50,
      perAccount: 5,
      redisUrl: 'redis://cache:6379/0',
      redisPrefix: 'members:',
    });
    expect(config.loginRecords).toEqual({ retentionDays: 30, pruneMinutes: 15 });
  });

  it.each([
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL: must be a redis:// address'],
    [{ RATE_LIMIT_PER_CLIENT: '0' }, 'RATE_LIMIT_PER_CLIENT'],
    [{ RATE_LIMIT_PER_ACCOUNT: 'many' }, 'RATE_LIMIT_PER_ACCOUNT'],
    [{ RATE_LIMIT_WINDOW_SECONDS: '0' }, 'RATE_LIMIT_WINDOW_SECONDS'],
    [{ AUDIT_FLUSH_ROWS: '0' }, 'AUDIT_FLUSH_ROWS'],
    [{ AUDIT_FLUSH_MS: '1' }, 'AUDIT_FLUSH_MS'],
    [{ LOGIN_RECORD_RETENTION_DAYS: '0' }, 'LOGIN_RECORD_RETENTION_DAYS'],
  ])('stops with a message naming the bad setting for %o', async (env, message) => {
    const attempt = loadConfig({ DATA_DIR: await tempDir(), ...env });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(message);
  });
});

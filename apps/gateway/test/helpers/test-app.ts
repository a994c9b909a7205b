import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DEFAULT_LOCKOUT_THRESHOLD } from '@dash/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { type DatabaseHandle, type OpenOptions, openDatabase } from '../../src/db/connection';
import { ADMIN_URL, databaseUrl } from './postgres-urls';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  readonly config: Config;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    database: { kind: 'pglite', dataDir: '' },
    dataDir: '',
    tokenSecret: randomBytes(48),
    brandHosts: { localhost: 1, 'medicare.localhost': 2, 'partner.localhost': 5 },
    defaultDomainId: 1,
    lockoutThreshold: DEFAULT_LOCKOUT_THRESHOLD,
    lockoutMinutes: 30,
    sessionIdleMinutes: 15,
    sessionCacheMs: 2_000,
    // As the gateway ships: every API test also reads through the response cache (decision 035).
    responseCacheMs: 30_000,
    responseCacheEntries: 5_000,
    passwordHashConcurrency: 2,
    temporaryTokenMinutes: 15,
    webBuild: '/nonexistent',
    webDev: false,
    migrateOnStart: true,
    metricsPort: undefined,
    metricsHost: '127.0.0.1',
    tracing: false,
    seedOnEmpty: false,
    seedDay: undefined,
    trustProxy: false,
    shutdown: { drainMs: 0, timeoutMs: 10_000 },
    audit: { flushRows: 100, flushMs: 1000 },
    // Every test signs in from one address: limits high enough to stay out of the way, except in
    // the rate-limit tests, which set their own.
    rateLimit: { windowSeconds: 60, perClient: 100_000, perAccount: 100_000, redisPrefix: 'dash-test:' },
    loginRecords: { retentionDays: 90, pruneMinutes: 60 },
    outside: {
      salesPlatformSso: 'http://localhost:8080/api/sso/sp-salesforce',
      crm: 'http://localhost:8080/api/outside/crm',
      chatConfig: 'http://localhost:8080/api/outside/chat-config',
      accreditation: 'http://localhost:8080/api/outside/accreditation',
      ebill: 'http://localhost:8080/api/outside/ebill',
      navitus: 'http://localhost:8080/api/outside/navitus',
      dentistDirectory: 'https://dentists.example.com/search',
    },
    mail: {},
    // A retry a second after a failed attempt; the worker is woken for each message, so it polls and
    // runs its maintenance at the gateway's pace (mail-queue.test.ts sets them faster).
    jobs: {
      mailRetryMinutes: 1,
      mailFirstRetrySeconds: 1,
      claimStepSeconds: 1,
      attemptSeconds: 3,
      pollSeconds: 2,
      batchSize: 20,
      maintenanceSeconds: 30,
    },
    mfa: { encryptionKey: new Uint8Array(randomBytes(32)) },
    // Every response of every API test is also checked against its zod schema (response-serializer.ts).
    checkResponses: true,
    ...overrides,
  };
}

/** A new PostgreSQL database copied from the run's seeded template: its address and how to drop it. */
export async function createPostgresCopy(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `dash_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  return {
    url: databaseUrl(name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A copy of the seeded database for this test file, on the database the project names. */
async function openSeededCopy(
  options: OpenOptions,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const { url, drop } = await createPostgresCopy();
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 }, options);
    return { database, drop };
  }
  const dump = await readFile(inject('pgliteDump'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) }, options);
  return { database, drop: async () => {} };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  now?: () => Date,
  logStream?: { write(line: string): void },
  // onQuery: each query as it is sent (a test that counts what a call sends).
  openOptions: OpenOptions = {},
): Promise<TestApp> {
  const { database, drop } = await openSeededCopy(openOptions);
  const config = testConfig(overrides);
  // With a stream, logs at info, or at the level the overrides name (the log scan runs at trace).
  const level = overrides.logLevel ?? 'info';
  const logging = logStream ? { logger: { level }, logStream } : { logger: false };
  const app = await buildApp({ config, database, ...logging, ...(now ? { now } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

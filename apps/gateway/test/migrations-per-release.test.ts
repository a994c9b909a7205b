import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { migrate, prepareSchema } from '../src/db/migrate';
import { readKnownMigrations, SchemaVersionError } from '../src/db/schema-version';
import { ADMIN_URL, databaseUrl } from './helpers/postgres-urls';

const GATEWAY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The gateway and its migration command as the image runs them (decision 060), built from the source.
const BUILD_DIR = path.join(GATEWAY, `dist-test-migrate-${process.pid}`);
const LATER_RELEASE = '999_from_a_later_release.sql';

const admin = new pg.Client({ connectionString: ADMIN_URL });
const databases: string[] = [];
const handles: DatabaseHandle[] = [];

/** A new, empty database: nothing migrated. */
async function emptyDatabase(): Promise<string> {
  const name = `dash_test_release_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${name}`);
  databases.push(name);
  return databaseUrl(name);
}

async function open(url: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  handles.push(handle);
  return handle;
}

async function appliedNames(handle: DatabaseHandle): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(
    handle.db,
  );
  return rows.rows.map((row) => row.name);
}

function run(script: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(BUILD_DIR, script)], {
      env: { ...process.env, LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('migrations once per release (issue 40 §3)', () => {
  beforeAll(async () => {
    await admin.connect();
    await promisify(execFile)(process.execPath, [
      path.join(GATEWAY, '../../scripts/build-gateway.mjs'),
      BUILD_DIR,
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(BUILD_DIR, { recursive: true, force: true });
  });

  it('migrates at start unless MIGRATE_ON_START is false', async () => {
    const env = { TOKEN_SECRET: randomBytes(24).toString('hex'), DATA_DIR: BUILD_DIR };
    expect((await loadConfig(env)).migrateOnStart).toBe(true);
    expect((await loadConfig({ ...env, MIGRATE_ON_START: 'false' })).migrateOnStart).toBe(false);
    await expect(loadConfig({ ...env, MIGRATE_ON_START: 'no' })).rejects.toThrow('MIGRATE_ON_START');
  });

  it('with MIGRATE_ON_START=false, refuses an unmigrated database and migrates nothing', async () => {
    const handle = await open(await emptyDatabase());
    const refused = await prepareSchema(handle, false).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SchemaVersionError);
    expect((refused as Error).message).toContain('npm run migrate');
    const table = await sql<{
      exists: boolean;
    }>`select to_regclass('schema_migrations') is not null as exists`.execute(handle.db);
    expect(table.rows[0]?.exists).toBe(false);
  });

  it('starts without migrating once the release’s migrations ran, and migrates at start by default', async () => {
    const handle = await open(await emptyDatabase());
    const known = await readKnownMigrations();
    expect(await prepareSchema(handle, true)).toEqual(known);
    expect(await prepareSchema(handle, false)).toEqual([]);
    expect(await appliedNames(handle)).toEqual(known);
  });

  it('refuses a database migrated by a later release, at start and in the migration command', async () => {
    const handle = await open(await emptyDatabase());
    await migrate(handle);
    await sql`insert into schema_migrations (name) values (${LATER_RELEASE})`.execute(handle.db);
    for (const migrateOnStart of [false, true]) {
      const refused = await prepareSchema(handle, migrateOnStart).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SchemaVersionError);
      expect((refused as Error).message).toContain(`schema is newer than this gateway`);
      expect((refused as Error).message).toContain(LATER_RELEASE);
    }
  });

  it('the built migration command migrates once; the built gateway then refuses a newer schema with a message', async () => {
    const url = await emptyDatabase();
    const env = { DATABASE_URL: url, TOKEN_SECRET: randomBytes(24).toString('hex') };
    const first = await run('migrate.mjs', env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`Applied ${(await readKnownMigrations()).length} migration(s)`);
    const again = await run('migrate.mjs', env);
    expect(again).toMatchObject({ code: 0, stdout: 'The postgres database is up to date.\n' });

    const handle = await open(url);
    await sql`insert into schema_migrations (name) values (${LATER_RELEASE})`.execute(handle.db);
    const gateway = await run('server.mjs', { ...env, MIGRATE_ON_START: 'false', SEED_ON_EMPTY: 'false' });
    expect(gateway.code).toBe(1);
    expect(gateway.stderr).toContain(`The database's schema is newer than this gateway`);
    expect(gateway.stderr).toContain(LATER_RELEASE);
    const older = await run('migrate.mjs', env);
    expect(older.code).toBe(1);
    expect(older.stderr).toContain(LATER_RELEASE);
  }, 60_000);
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from './connection';
import { MIGRATIONS_DIR, readSchemaState, refuseNewerSchema, SchemaVersionError } from './schema-version';

/** Any constant: two gateways starting together take turns per migration. */
const MIGRATION_LOCK = 724_001;

/**
 * Applies the ordered .sql files not yet recorded in schema_migrations, each in one transaction that
 * records it first, so a gateway that lost the race fails on the primary key and moves on.
 * A second start applies nothing. A database migrated by a later release is refused, untouched
 * (schema-version.ts). Returns the names applied.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  await handle.runScript(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const state = await readSchemaState(handle);
  refuseNewerSchema(state);
  const applied: string[] = [];
  for (const name of state.pending) {
    if (await isApplied(handle, name)) continue;
    const body = await readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
    try {
      await handle.runScript(
        `select pg_advisory_xact_lock(${MIGRATION_LOCK});\ninsert into schema_migrations (name) values ('${name}');\n${body}`,
      );
      applied.push(name);
    } catch (error) {
      if (!(await isApplied(handle, name))) throw error;
    }
  }
  return applied;
}

/**
 * The schema at a gateway's start (issue 40 §3, decision 060): migrated now when `migrateOnStart`
 * (the default, so `npm start` just works); otherwise only checked, since each release's migrations
 * ran once before its gateways (`npm run migrate`, the migration job). Returns the names applied.
 */
export async function prepareSchema(handle: DatabaseHandle, migrateOnStart: boolean): Promise<string[]> {
  if (migrateOnStart) return migrate(handle);
  const state = await readSchemaState(handle);
  refuseNewerSchema(state);
  if (state.pending.length > 0) {
    throw new SchemaVersionError(
      `The database lacks ${state.pending.length} migration(s) of this release (${state.pending.join(', ')}) and MIGRATE_ON_START is false: run them first (npm run migrate, or the release's migration job).`,
    );
  }
  return [];
}

async function isApplied(handle: DatabaseHandle, name: string): Promise<boolean> {
  const result = await sql<{
    n: number;
  }>`select count(*)::int as n from schema_migrations where name = ${name}`.execute(handle.db);
  return (result.rows[0]?.n ?? 0) > 0;
}

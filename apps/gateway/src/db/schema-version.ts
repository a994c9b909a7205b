import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { DatabaseHandle } from './connection';

/** Beside this module in the source, beside the bundle in the build (scripts/build-gateway.mjs). */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const SAFE_NAME = /^[\w.-]+\.sql$/;

/** A database this gateway must not serve: its schema is newer than the gateway, or not yet migrated. */
export class SchemaVersionError extends Error {
  override name = 'SchemaVersionError';
}

/** What the database has applied, against the migrations this build carries. */
export interface SchemaState {
  readonly known: readonly string[];
  /** Known to this build and not applied yet. */
  readonly pending: readonly string[];
  /** Applied by a later release: this build has never heard of them. */
  readonly unknown: readonly string[];
}

/** The migrations this build knows, in the order they apply. */
export async function readKnownMigrations(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => SAFE_NAME.test(name)).sort();
}

async function readAppliedMigrations(handle: DatabaseHandle): Promise<string[]> {
  const table = await sql<{
    exists: boolean;
  }>`select to_regclass('schema_migrations') is not null as exists`.execute(handle.db);
  if (!table.rows[0]?.exists) return [];
  const rows = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(
    handle.db,
  );
  return rows.rows.map((row) => row.name);
}

export async function readSchemaState(handle: DatabaseHandle): Promise<SchemaState> {
  const known = await readKnownMigrations();
  const applied = new Set(await readAppliedMigrations(handle));
  const knownSet = new Set(known);
  return {
    known,
    pending: known.filter((name) => !applied.has(name)),
    unknown: [...applied].filter((name) => !knownSet.has(name)).sort(),
  };
}

/**
 * Issue 40 §3: a gateway (or an older release's migration command) refuses a database migrated by a
 * release it does not know, rather than run on tables it was not written for.
 */
export function refuseNewerSchema(state: SchemaState): void {
  if (state.unknown.length === 0) return;
  throw new SchemaVersionError(
    `The database's schema is newer than this gateway: it has applied ${state.unknown.length} migration(s) this release does not know (${state.unknown.join(', ')}). Run the release that added them, or a later one.`,
  );
}

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { DatabaseHandle } from './connection';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant: two gateways starting together take turns per migration. */
const MIGRATION_LOCK = 724_001;
const SAFE_NAME = /^[\w.-]+\.sql$/;

/**
 * Applies the ordered .sql files not yet recorded in schema_migrations, each in one transaction that
 * records it first, so a gateway that lost the race fails on the primary key and moves on.
 * A second start applies nothing. Returns the names applied.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  await handle.runScript(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => SAFE_NAME.test(name)).sort();
  const applied: string[] = [];
  for (const name of files) {
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

async function isApplied(handle: DatabaseHandle, name: string): Promise<boolean> {
  const result = await sql<{
    n: number;
  }>`select count(*)::int as n from schema_migrations where name = ${name}`.execute(handle.db);
  return (result.rows[0]?.n ?? 0) > 0;
}

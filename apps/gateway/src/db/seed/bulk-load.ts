import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

interface Definition {
  readonly table: string;
  readonly name: string;
  readonly definition: string;
}

/** Foreign keys these tables hold (not the ones pointing at them), as ALTER TABLE can add them back. */
async function foreignKeysOf(db: Kysely<Database>, tables: readonly string[]): Promise<Definition[]> {
  const result = await sql<Definition>`select c.conrelid::regclass::text as table, c.conname as name,
      pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    where c.contype = 'f' and c.conrelid = any(${tables}::text[]::regclass[])
    order by 1, 2`.execute(db);
  return result.rows;
}

/**
 * Their plain indexes: not unique (uniqueness is a rule the insert must meet as it goes, and an
 * upsert's ON CONFLICT needs it) and not behind a constraint (primary keys stay).
 */
async function plainIndexesOf(db: Kysely<Database>, tables: readonly string[]): Promise<Definition[]> {
  const result = await sql<Definition>`select x.indrelid::regclass::text as table, i.relname as name,
      pg_get_indexdef(x.indexrelid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indrelid = any(${tables}::text[]::regclass[]) and not x.indisunique
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by 1, 2`.execute(db);
  return result.rows;
}

/**
 * Runs a bulk insert into `tables` with their foreign keys and plain indexes set aside, then puts
 * them back: each index is built once from sorted rows and each foreign key is checked by one join,
 * instead of an index insertion and a trigger query per row (at a million members, most of the
 * seed's time). Call it inside a transaction: the definitions come back before it commits, so no
 * reader ever sees the tables without them, and a failure rolls the whole step back. The tables are
 * locked meanwhile; the seed is not meant to run beside a gateway serving the same tables.
 */
export async function loadWithoutChecks(
  trx: Kysely<Database>,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const foreignKeys = await foreignKeysOf(trx, tables);
  const indexes = await plainIndexesOf(trx, tables);
  for (const key of foreignKeys) {
    await sql`alter table ${sql.table(key.table)} drop constraint ${sql.id(key.name)}`.execute(trx);
  }
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  await load();
  for (const index of indexes) await sql.raw(index.definition).execute(trx);
  for (const key of foreignKeys) {
    await sql`alter table ${sql.table(key.table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
      trx,
    );
  }
}

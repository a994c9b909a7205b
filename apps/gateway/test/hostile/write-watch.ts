import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/connection';

/** The test's own table, in the test's own copy of the database: never part of the schema. */
const LEDGER = 'hostile_test_writes';

/**
 * Which tables a request wrote. A row trigger on every table of the test's database copy notes
 * the table's name in a ledger in the same transaction as the write, so a write that was rolled back
 * leaves no note, and a committed one always does. After each request the test takes the notes out
 * (one small query; reads leave none). Test-only: it changes only the throwaway copy of the database.
 */
export function createWriteWatch(database: DatabaseHandle) {
  const { db } = database;
  return {
    async start(): Promise<void> {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
      const triggers = rows.map(
        ({ name }) => `create trigger hostile_test_note after insert or update or delete on "${name}"
           for each row execute function hostile_test_note();`,
      );
      await database.runScript(`
        create table ${LEDGER} (table_name text not null);
        create function hostile_test_note() returns trigger language plpgsql as $$
          begin insert into ${LEDGER} values (tg_table_name); return null; end $$;
        ${triggers.join('\n')}`);
    },
    /** The tables written since the last call, each once. */
    async takeWrittenTables(): Promise<string[]> {
      const { rows } = await sql<{ name: string }>`
        delete from ${sql.table(LEDGER)} returning table_name as name`.execute(db);
      return [...new Set(rows.map((row) => row.name))].sort();
    },
  };
}

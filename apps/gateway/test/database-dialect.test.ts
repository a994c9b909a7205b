import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Both dialects are ours (docs/decisions/002): transactions, types and concurrency, on each database. */
describe(`the ${process.env.TEST_DATABASE} dialect`, () => {
  it('keeps a transaction on one connection and rolls all of it back on failure', async () => {
    const { db } = t.database;
    await sql`create table dialect_probe (id int primary key, note text)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('dialect_probe' as never)
          .values({ id: 1, note: 'a' } as never)
          .execute();
        // The same session sees its own uncommitted row: the transaction holds one connection.
        const inside = await sql<{ n: number }>`select count(*)::int as n from dialect_probe`.execute(trx);
        expect(inside.rows[0]?.n).toBe(1);
        await trx
          .insertInto('dialect_probe' as never)
          .values({ id: 1, note: 'duplicate' } as never)
          .execute();
      }),
    ).rejects.toThrow();
    const after = await sql<{ n: number }>`select count(*)::int as n from dialect_probe`.execute(db);
    expect(after.rows[0]?.n).toBe(0);
    await sql`drop table dialect_probe`.execute(db);
  });

  it('reports affected rows, dates as yyyy-mm-dd text, int8 as numbers and JSON as values', async () => {
    const { db } = t.database;
    const row = await sql<{ day: string; big: number; doc: unknown; at: Date }>`
      select date '2025-03-31' as day, 9007199254740991::int8 as big, '{"a":[1,2]}'::jsonb as doc, now() as at`.execute(
      db,
    );
    expect(row.rows[0]).toMatchObject({ day: '2025-03-31', big: 9007199254740991, doc: { a: [1, 2] } });
    expect(row.rows[0]?.at).toBeInstanceOf(Date);
    const updated = await db
      .updateTable('members')
      .set({ first_name: sql`first_name` })
      .where('first_name', '=', 'Alex')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it('answers many concurrent queries, each with its own result', async () => {
    const { db } = t.database;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => sql<{ n: number }>`select ${i}::int as n`.execute(db)),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });
});

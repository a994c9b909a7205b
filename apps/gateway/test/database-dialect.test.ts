import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each database's dialect (decision 055): transactions, types and concurrency, on each database. */
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

  it('runs the job queue’s SQL: parameters, a script in its own transaction, and a failed script rolled back', async () => {
    const { db } = t.database;
    const run = t.database.executeSql;
    expect((await run('select $1::int + $2::int as sum', [2, 3])).rows).toEqual([{ sum: 5 }]);
    expect((await run('select $1::text as missing', [undefined])).rows).toEqual([{ missing: null }]);
    await run(
      'begin; create table queue_probe (id int primary key); insert into queue_probe values (1); commit;',
    );
    // A script that fails between its begin and commit leaves nothing behind, and no open transaction.
    await expect(
      run('begin; insert into queue_probe values (2); insert into queue_probe values (1); commit;'),
    ).rejects.toThrow();
    const rows = await sql<{ id: number }>`select id from queue_probe order by id`.execute(db);
    expect(rows.rows).toEqual([{ id: 1 }]);
    await db.transaction().execute(async (trx) => {
      await sql`insert into queue_probe values (3)`.execute(trx);
    });
    expect((await run('select count(*)::int as n from queue_probe')).rows).toEqual([{ n: 2 }]);
    await run('drop table queue_probe');
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

  // The rest of the gateway suite runs on PostgreSQL alone (test/setup/database-files.ts): every column
  // type the migrations use must go in and come out of either driver as the same JavaScript value.
  it('writes and reads back each column type of the migrations as the same values', async () => {
    const { db } = t.database;
    await sql`create table dialect_types (
      small smallint, whole integer, big bigint, real_number double precision, flag boolean,
      day date, at timestamptz, id uuid, words text[], numbers integer[], doc jsonb)`.execute(db);
    const at = new Date('2025-03-31T12:34:56.789Z');
    const written = {
      small: 7,
      whole: 2_000_000_000,
      big: 9007199254740991,
      real_number: -122.4194,
      flag: false,
      day: '2024-02-29',
      at,
      id: '5f1c1f0e-8d0a-4d6e-9c1b-0a7b2c3d4e5f',
      // No null elements: postgres.js reads them back as 'NULL' and NaN, and no column of ours holds one.
      words: ['a', 'b c', 'd,"e"', 'back\\slash', 'NULL', '{}'],
      numbers: [3, 1, 2],
      doc: JSON.stringify({ a: [1, 2], b: 'c' }),
    };
    await db
      .insertInto('dialect_types' as never)
      .values(written as never)
      .execute();
    await db
      .insertInto('dialect_types' as never)
      .values({ words: [], numbers: [] } as never)
      .execute();
    const rows = await sql<
      Record<string, unknown>
    >`select * from dialect_types order by small nulls last`.execute(db);
    await sql`drop table dialect_types`.execute(db);
    expect(rows.rows).toEqual([
      { ...written, doc: { a: [1, 2], b: 'c' } },
      {
        small: null,
        whole: null,
        big: null,
        real_number: null,
        flag: null,
        day: null,
        at: null,
        id: null,
        words: [],
        numbers: [],
        doc: null,
      },
    ]);
    expect(rows.rows[0]?.at).toBeInstanceOf(Date);
  });

  it('serves many concurrent queries, each with its own result', async () => {
    const { db } = t.database;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => sql<{ n: number }>`select ${i}::int as n`.execute(db)),
    );
    expect(results.map((result) => result.rows[0]?.n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });
});

import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection';
import { prepare } from '../src/db/prepared-query';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** db/prepared-query.ts on each database: compiled once, each call's own values, misuse refused. */
describe(`prepared queries on ${process.env.TEST_DATABASE}`, () => {
  it('serves each call with its own values, constants kept, from one compilation', async () => {
    const { db } = t.database;
    const family = prepare(db, (p: { familyKey: string; suffix: number }) =>
      db
        .selectFrom('members')
        .select(['member_key', 'member_suffix'])
        .where('family_key', '=', p.familyKey)
        .where('member_suffix', '>=', p.suffix)
        .where('member_suffix', '<', 100)
        .orderBy('member_suffix'),
    );
    const direct = (familyKey: string, suffix: number) =>
      db
        .selectFrom('members')
        .select(['member_key', 'member_suffix'])
        .where('family_key', '=', familyKey)
        .where('member_suffix', '>=', suffix)
        .where('member_suffix', '<', 100)
        .orderBy('member_suffix')
        .execute();
    const families = await db.selectFrom('families').select('family_key').limit(2).execute();
    expect(families).toHaveLength(2);
    for (const { family_key } of families) {
      for (const suffix of [0, 1]) {
        const rows = await family.all({ familyKey: family_key, suffix });
        expect(rows.length).toBeGreaterThan(0);
        expect(rows).toEqual(await direct(family_key, suffix));
      }
    }
    expect(await family.first({ familyKey: 'no-such-family', suffix: 0 })).toBeUndefined();
  });

  it('refuses a value used where Kysely does not make one parameter of it (an in-list)', async () => {
    const { db } = t.database;
    const misuse = prepare(db, (p: { keys: string[] }) =>
      db.selectFrom('members').select('member_key').where('member_key', 'in', p.keys),
    );
    await expect(misuse.all({ keys: ['a', 'b'] })).rejects.toThrow(/did not all become parameters/);
  });

  it('refuses a call without a value it needs', async () => {
    const { db } = t.database;
    const one = prepare(db, (p: { memberKey: string }) =>
      db.selectFrom('members').select('member_key').where('member_key', '=', p.memberKey),
    );
    await expect(one.all({} as { memberKey: string })).rejects.toThrow(/no value for memberKey/);
  });

  it('shows each query as sent, with the values of its call, to an onQuery listener', async () => {
    const sent: CompiledQuery[] = [];
    const handle = await openDatabase({ kind: 'pglite' }, { onQuery: (query) => sent.push(query) });
    try {
      const { db } = handle;
      const twice = prepare(db, (p: { n: number }) =>
        db.selectNoFrom(sql<number>`${p.n}::int + 1`.as('next')),
      );
      expect(await twice.first({ n: 1 })).toEqual({ next: 2 });
      expect(await twice.first({ n: 41 })).toEqual({ next: 42 });
      expect(sent.map((query) => query.parameters)).toEqual([[1], [41]]);
      expect(new Set(sent.map((query) => query.sql)).size).toBe(1);
    } finally {
      await handle.close();
    }
  });
});

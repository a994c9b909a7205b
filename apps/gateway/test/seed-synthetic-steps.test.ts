import { AccountDetails, API_PATHS, FamilyEligibility } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/password';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import type { Database } from '../src/db/schema';
import { seedSyntheticMembers } from '../src/db/seed/synthetic';
import { getAs } from './helpers/sign-in';
import { createPostgresCopy, testConfig } from './helpers/test-app';

const TODAY = new Date('2026-03-15T12:00:00Z');
const COUNT = 200;
const FAMILIES = COUNT / 4;

/** Rows keyed by a synthetic member or family, per table: what the seed put there. */
async function syntheticCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const result = await sql<{ name: string; n: number }>`
    select 'accounts' as name, count(*)::int as n from accounts where username like 'synthetic%'
    union all select 'groups', count(*)::int from groups where group_key like 'SYN-G%'
    union all select 'group_plans', count(*)::int from group_plans where group_key like 'SYN-G%'
    union all select 'families', count(*)::int from families where family_key like 'SYN-F%'
    union all select 'members', count(*)::int from members where member_key like 'SYN-M%'
    union all select 'member_preferences', count(*)::int from member_preferences where member_key like 'SYN-M%'
    union all select 'registration_policies', count(*)::int from registration_policies where member_key like 'SYN-M%'
    union all select 'member_eligibility', count(*)::int from member_eligibility where member_key like 'SYN-M%'
    union all select 'family_eligibility', count(*)::int from family_eligibility where family_key like 'SYN-F%'
    union all select 'id_card_eligibility', count(*)::int from id_card_eligibility where member_key like 'SYN-M%'
    union all select 'pcp_eligibility', count(*)::int from pcp_eligibility where member_key like 'SYN-M%'
    union all select 'family_products', count(*)::int from family_products where family_key like 'SYN-F%'
    union all select 'ebill_status', count(*)::int from ebill_status where family_key like 'SYN-F%'
    union all select 'program_enrollments', count(*)::int from program_enrollments where family_key like 'SYN-F%'
    union all select 'benefit_tiers', count(*)::int from benefit_tiers where member_key like 'SYN-M%'
    union all select 'limits', count(*)::int from limits where family_key like 'SYN-F%'
    union all select 'claims', count(*)::int from claims where family_key like 'SYN-F%'
    union all select 'eob_documents', count(*)::int from eob_documents where family_key like 'SYN-F%'`.execute(
    db,
  );
  return Object.fromEntries(result.rows.map((row) => [row.name, row.n]));
}

/**
 * Every constraint and index, as PostgreSQL would recreate them: the seed must leave them as it found
 * them. Its own syn_* tables, which an interrupted run leaves for the next, are not the app's.
 */
async function schemaShape(db: Kysely<Database>): Promise<string[]> {
  const result = await sql<{ line: string }>`
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
      from pg_constraint where connamespace = 'public'::regnamespace and conrelid::regclass::text not like 'syn\_%'
    union all select indexdef from pg_indexes where schemaname = 'public' and tablename not like 'syn\_%'
    order by 1`.execute(db);
  return result.rows.map((row) => row.line);
}

/** Medical and dental for every family, vision unless its number divides by 3, pharmacy unless by 4. */
const coveredCategories = (family: number) => 2 + (family % 3 === 0 ? 0 : 1) + (family % 4 === 0 ? 0 : 1);

describe.runIf(process.env.TEST_DATABASE === 'postgres')(
  'seedSyntheticMembers on PostgreSQL, step by step',
  () => {
    let handle: DatabaseHandle;
    let drop: () => Promise<void> = async () => {};
    let passwordHash: string;

    beforeAll(async () => {
      const copy = await createPostgresCopy();
      drop = copy.drop;
      handle = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 4 });
      passwordHash = await hashPassword(PERSONA_PASSWORD);
    });
    afterAll(async () => {
      await handle?.close();
      await drop();
    });

    it('keeps the steps an interrupted run committed, and the next run continues after them', async () => {
      const db = handle.db;
      const schema = await schemaShape(db);
      const interrupt = (step: string) => {
        if (step === 'limits') throw new Error('interrupted before the limits');
      };
      await expect(
        seedSyntheticMembers(db, { count: COUNT, today: TODAY, passwordHash, onStep: interrupt }),
      ).rejects.toThrow('interrupted before the limits');
      const part = await syntheticCounts(db);
      expect(part).toMatchObject({ members: COUNT, benefit_tiers: expect.any(Number), limits: 0, claims: 0 });
      expect(part.benefit_tiers).toBeGreaterThan(0);
      expect(await schemaShape(db)).toEqual(schema);

      const told: [string, boolean][] = [];
      await seedSyntheticMembers(db, {
        count: COUNT,
        today: TODAY,
        passwordHash,
        onStep: (step, done) => told.push([step, done]),
      });
      expect(told.filter(([, done]) => done).map(([step]) => step)).toContain('benefits');
      expect(told.filter(([, done]) => !done).map(([step]) => step)).toEqual(['limits', 'claims', 'EOBs']);
      expect(await schemaShape(db)).toEqual(schema);
      // The run's own bookkeeping is gone once it has finished.
      const leftOver = await sql<{ name: string }>`select tablename as name from pg_tables
      where schemaname = 'public' and tablename like 'syn\\_%'`.execute(db);
      expect(leftOver.rows).toEqual([]);

      const counts = await syntheticCounts(db);
      let familyCategories = 0;
      for (let family = 1; family <= FAMILIES; family += 1) familyCategories += coveredCategories(family);
      expect(counts).toMatchObject({
        accounts: COUNT,
        groups: 10,
        group_plans: 40,
        families: FAMILIES,
        members: COUNT,
        member_preferences: COUNT,
        registration_policies: COUNT,
        member_eligibility: COUNT * 4,
        family_eligibility: familyCategories * 4,
        id_card_eligibility: COUNT,
        pcp_eligibility: COUNT,
        family_products: FAMILIES * 4,
        ebill_status: FAMILIES,
      });
      for (const table of ['program_enrollments', 'benefit_tiers', 'limits', 'claims', 'eob_documents']) {
        expect(counts[table], table).toBeGreaterThan(0);
      }

      // A run with nothing to continue starts afresh, and gives the same rows as the continued one.
      await seedSyntheticMembers(db, { count: COUNT, today: TODAY, passwordHash });
      expect(await syntheticCounts(db)).toEqual(counts);
    });

    it('a synthetic member signs in and reads back a family of four, covered as seeded', async () => {
      let app: FastifyInstance | undefined;
      try {
        app = await buildApp({ config: testConfig(), database: handle, logger: false });
        await app.ready();
        const account = AccountDetails.parse(await getAs(app, 'synthetic000001', API_PATHS.account));
        expect(account.members.map((member) => member.relationship)).toEqual([
          'SUBSCRIBER',
          'SPOUSE',
          'CHILD',
          'CHILD',
        ]);
        const keys = new Set(account.members.map((member) => member.memberKey));
        const rows = FamilyEligibility.parse(
          await getAs(app, 'synthetic000001', API_PATHS.familyEligibility),
        );
        expect(rows).toHaveLength(4 * coveredCategories(1));
        expect(new Set(rows.map((row) => row.memberKey))).toEqual(keys);
        expect(new Set(rows.map((row) => row.productCategory))).toEqual(
          new Set(['Medical', 'Dental', 'Vision', 'Pharmacy']),
        );
      } finally {
        await app?.close();
      }
    });
  },
);

import type { TestApp } from './test-app';

/** The subscriber ID of the seeded member with this first name (staff name a family by it). */
export async function subscriberIdOf(t: Pick<TestApp, 'database'>, firstName: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('members as m')
    .innerJoin('families as f', 'f.family_key', 'm.family_key')
    .select('f.subscriber_id')
    .where('m.first_name', '=', firstName)
    .executeTakeFirstOrThrow();
  return row.subscriber_id;
}

import type { Kysely } from 'kysely';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { familyKeyOf } from '../member-data-repository';

export interface FamilyMember {
  readonly memberKey: string;
  readonly memberSuffix: number;
  readonly firstName: string;
  readonly lastName: string;
}

/** The signed-in member's family: keys, suffixes and names. */
export function createListFamilyMembers(db: Kysely<Database>) {
  const familyMembers = prepare(db, (p: { memberKey: string }) =>
    db
      .selectFrom('members')
      .select(['member_key', 'member_suffix', 'first_name', 'last_name'])
      .where('family_key', '=', familyKeyOf(db, p.memberKey))
      .orderBy('member_suffix'),
  );
  return async function listFamilyMembers(memberKey: string): Promise<FamilyMember[]> {
    const rows = await familyMembers.all({ memberKey });
    return rows.map((row) => ({
      memberKey: row.member_key,
      memberSuffix: row.member_suffix,
      firstName: row.first_name,
      lastName: row.last_name,
    }));
  };
}

/** The members (of those given) with primary-care eligibility covering the day. */
export async function listPcpEligibleOn(
  db: Kysely<Database>,
  memberKeys: readonly string[],
  day: string,
): Promise<Set<string>> {
  if (memberKeys.length === 0) return new Set();
  const rows = await db
    .selectFrom('pcp_eligibility')
    .select('member_key')
    .where('member_key', 'in', memberKeys)
    .where('start_date', '<=', day)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', day)]))
    .execute();
  return new Set(rows.map((row) => row.member_key));
}

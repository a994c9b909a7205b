import type { ReferralsQuery } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { familyKeyOf } from './member-data-repository';
import { listReferrals } from './referrals/list-referrals';
import { getReferralMetadata } from './referrals/referral-metadata';

/**
 * Whether the signed-in member's family has referrals (document 2 §6 "Referrals: shown if the member
 * has referrals"): the list the member opens is the family's, so the menu (which asks GET
 * referrals/hasReferrals) never leads to an empty list.
 */
export async function hasFamilyReferrals(db: Kysely<Database>, memberKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('referrals')
    .select('referral_id')
    .where('family_key', '=', familyKeyOf(db, memberKey))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `key` is a member of the signed-in member's family (a filter may name no one else). */
export async function isFamilyMember(db: Kysely<Database>, memberKey: string, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('member_key')
    .where('family_key', '=', familyKeyOf(db, memberKey))
    .where('member_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/** Referrals of the signed-in member's family (document 2 §3, §7), paged and filtered in the query. */
export function createReferralsRepository(db: Kysely<Database>) {
  return {
    isFamilyMember: (memberKey: string, key: string) => isFamilyMember(db, memberKey, key),
    listReferrals: (memberKey: string, query: ReferralsQuery, today: string) =>
      listReferrals(db, memberKey, query, today),
    getMetadata: (memberKey: string) => getReferralMetadata(db, memberKey),
    hasReferrals: (memberKey: string) => hasFamilyReferrals(db, memberKey),
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;

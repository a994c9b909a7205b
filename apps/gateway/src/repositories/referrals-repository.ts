import { getPageInfo } from '@dash/domain';
import type { Referral, ReferralMetadata, ReferralPage, ReferralsQuery } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { familyKeyOf } from './member-data-repository';

/**
 * Whether the signed-in member's family has referrals (document 2 §6 "Referrals: shown if the member
 * has referrals"): the list the member opens is the family's, so the menu (which asks GET
 * referrals/hasReferrals) never leads to an empty list.
 */
async function hasFamilyReferrals(db: Kysely<Database>, memberKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('referrals')
    .select('referral_id')
    .where('family_key', '=', familyKeyOf(db, memberKey))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Referrals of the signed-in member's family (document 2 §3, §7), paged and filtered in the query. */
export function createReferralsRepository(db: Kysely<Database>) {
  function filtered(memberKey: string, query: ReferralsQuery, today: string) {
    let q = db
      .selectFrom('referrals as r')
      .innerJoin('members as m', 'm.member_key', 'r.member_key')
      .where('r.family_key', '=', familyKeyOf(db, memberKey));
    if (query.memberKey) q = q.where('r.member_key', '=', query.memberKey);
    if (query.statusCode) q = q.where('r.status_code', '=', query.statusCode);
    if (query.providerId) q = q.where('r.provider_id', '=', query.providerId);
    if (query.excludeExpired)
      q = q.where((eb) => eb.or([eb('r.end_date', 'is', null), eb('r.end_date', '>=', today)]));
    return q;
  }

  return {
    /** Whether `key` is a member of the signed-in member's family (a filter may name no one else). */
    async isFamilyMember(memberKey: string, key: string): Promise<boolean> {
      const row = await db
        .selectFrom('members')
        .select('member_key')
        .where('family_key', '=', familyKeyOf(db, memberKey))
        .where('member_key', '=', key)
        .executeTakeFirst();
      return row !== undefined;
    },

    async listReferrals(memberKey: string, query: ReferralsQuery, today: string): Promise<ReferralPage> {
      const [count, rows] = await Promise.all([
        filtered(memberKey, query, today)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
        filtered(memberKey, query, today)
          .selectAll('r')
          .select(['m.first_name', 'm.last_name'])
          .orderBy('r.start_date', 'desc')
          .orderBy('r.referral_id', 'desc')
          .limit(query.size)
          .offset(query.page * query.size)
          .execute(),
      ]);
      const content: Referral[] = rows.map((row) => ({
        referralNumber: row.referral_number,
        memberKey: row.member_key,
        memberName: `${row.first_name} ${row.last_name}`,
        statusCode: row.status_code,
        statusDescription: row.status_description,
        providerId: row.provider_id,
        providerName: row.provider_name,
        providerSpecialty: row.provider_specialty,
        referringProviderName: row.referring_provider_name,
        receivedDate: row.received_date,
        startDate: row.start_date,
        endDate: row.end_date,
        visitsAuthorized: row.visits_authorized,
        visitsUsed: row.visits_used,
      }));
      return { content, ...getPageInfo(query.page, query.size, Number(count.n), content.length) };
    },

    /** The filter choices: the family's members, and the statuses and providers its referrals carry. */
    async getMetadata(memberKey: string): Promise<ReferralMetadata> {
      const family = familyKeyOf(db, memberKey);
      const [members, statuses, providers] = await Promise.all([
        db
          .selectFrom('members')
          .select(['member_key', 'first_name', 'last_name'])
          .where('family_key', '=', family)
          .orderBy('member_suffix')
          .execute(),
        db
          .selectFrom('referrals')
          .select(['status_code', 'status_description'])
          .distinct()
          .where('family_key', '=', family)
          .orderBy('status_code')
          .orderBy('status_description')
          .execute(),
        db
          .selectFrom('referrals')
          .select(['provider_id', 'provider_name'])
          .distinct()
          .where('family_key', '=', family)
          .where('provider_id', 'is not', null)
          .orderBy('provider_name')
          .orderBy('provider_id')
          .execute(),
      ]);
      // One choice per status code , with its description.
      const byCode = new Map(statuses.map((s) => [s.status_code, s.status_description]));
      return {
        members: members.map((m) => ({ value: m.member_key, label: `${m.first_name} ${m.last_name}` })),
        statuses: [...byCode].map(([value, label]) => ({ value, label })),
        providers: providers.map((p) => ({ value: p.provider_id ?? '', label: p.provider_name })),
      };
    },

    hasReferrals: (memberKey: string) => hasFamilyReferrals(db, memberKey),
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;

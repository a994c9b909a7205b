import type { Referral, ReferralsQuery } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { familyKeyOf } from '../member-data-repository';

function filteredReferralsOf(db: Kysely<Database>, memberKey: string, query: ReferralsQuery, today: string) {
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

/**
 * One page of the family's referrals that pass the query's filters, newest start first, and how many
 * pass in all; `today` is the plan's date an expired referral ended before.
 */
export async function listReferrals(
  db: Kysely<Database>,
  memberKey: string,
  query: ReferralsQuery,
  today: string,
): Promise<{ rows: Referral[]; total: number }> {
  const [count, rows] = await Promise.all([
    filteredReferralsOf(db, memberKey, query, today)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    filteredReferralsOf(db, memberKey, query, today)
      .selectAll('r')
      .select(['m.first_name', 'm.last_name'])
      .orderBy('r.start_date', 'desc')
      .orderBy('r.referral_id', 'desc')
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
  ]);
  return {
    rows: rows.map((row) => ({
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
    })),
    total: Number(count.n),
  };
}

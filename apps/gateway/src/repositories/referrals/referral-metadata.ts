import type { ReferralMetadata } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { familyKeyOf } from '../member-data-repository';

/** The filter choices: the family's members, and the statuses and providers its referrals carry. */
export async function getReferralMetadata(
  db: Kysely<Database>,
  memberKey: string,
): Promise<ReferralMetadata> {
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
}

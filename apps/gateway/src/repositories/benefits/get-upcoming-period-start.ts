import type { Kysely } from 'kysely';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import type { BenefitCategory } from '../../db/tables/member-data';
import { familyKeyOf } from '../member-data-repository';

/**
 * The start of the first plan period after `after` of the family member with this suffix, or null:
 * the period a member whose coverage has not started yet (enrolled in December for January) reads.
 */
export function createGetUpcomingPeriodStart(db: Kysely<Database>) {
  const upcomingOf = prepare(
    db,
    (p: { signedInMemberKey: string; suffix: number; category: BenefitCategory; after: string }) =>
      db
        .selectFrom('benefit_tiers as t')
        .innerJoin('members as m', 'm.member_key', 't.member_key')
        .select((eb) => eb.fn.min('t.period_start').as('start'))
        .where('m.family_key', '=', familyKeyOf(db, p.signedInMemberKey))
        .where('m.member_suffix', '=', p.suffix)
        .where('t.category', '=', p.category)
        .where('t.period_start', '>', p.after),
  );
  return async function getUpcomingPeriodStart(
    signedInMemberKey: string,
    suffix: number,
    category: BenefitCategory,
    after: string,
  ): Promise<string | null> {
    return (await upcomingOf.first({ signedInMemberKey, suffix, category, after }))?.start ?? null;
  };
}

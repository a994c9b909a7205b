import {
  type DomainId,
  type EligibilitySpan,
  getEligibilityStatus,
  type IdCardFacts,
  isIdCardLinkShown,
  isTermedMember,
} from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { API_CATEGORY, fromMemberFamilyGroup } from './member-data-repository';

/** What the signed-in member's ID card shows, or why there is none (document 2 §2 ID card area, §4). */
export type IdCardAnswer =
  | { readonly kind: 'card'; readonly facts: IdCardFacts }
  | { readonly kind: 'blocked' }
  | { readonly kind: 'no-member' };

export function createIdCardRepository(db: Kysely<Database>) {
  return {
    async getIdCard(memberKey: string, domainId: DomainId, now: Date): Promise<IdCardAnswer> {
      const [head, spans, eligibility] = await Promise.all([
        fromMemberFamilyGroup(db)
          .select([
            'm.first_name',
            'm.last_name',
            'm.member_suffix',
            'f.subscriber_id',
            'g.group_id',
            'g.group_name',
          ])
          .where('m.member_key', '=', memberKey)
          .executeTakeFirst(),
        db
          .selectFrom('member_eligibility')
          .select(['category', 'eligible', 'effective_date', 'termination_date', 'plan'])
          .where('member_key', '=', memberKey)
          .execute(),
        db
          .selectFrom('id_card_eligibility')
          .select('eligible')
          .where('member_key', '=', memberKey)
          .executeTakeFirst(),
      ]);
      if (!head) return { kind: 'no-member' };
      const asSpan = (row: (typeof spans)[number]): EligibilitySpan => ({
        eligible: row.eligible,
        effectiveDate: row.effective_date,
        terminationDate: row.termination_date,
      });
      // A termed member's ID card is blocked (document 2 §4), as is one the source marks ineligible.
      if (!isIdCardLinkShown(eligibility?.eligible ?? false, isTermedMember(spans.map(asSpan), now))) {
        return { kind: 'blocked' };
      }
      const covered = spans.filter((row) => {
        const status = getEligibilityStatus(asSpan(row), now);
        return status === 'Active' || status === 'Future';
      });
      // Nothing to print is no card, never a blank page.
      if (covered.length === 0) return { kind: 'blocked' };
      return {
        kind: 'card',
        facts: {
          domainId,
          firstName: head.first_name,
          lastName: head.last_name,
          subscriberId: head.subscriber_id,
          memberSuffix: head.member_suffix,
          groupId: head.group_id,
          groupName: head.group_name,
          coverage: Object.entries(API_CATEGORY).flatMap(([category, label]) => {
            const row = covered.find((span) => span.category === category);
            return row ? [{ category: label, plan: row.plan, effectiveDate: row.effective_date }] : [];
          }),
        },
      };
    },
  };
}

export type IdCardRepository = ReturnType<typeof createIdCardRepository>;

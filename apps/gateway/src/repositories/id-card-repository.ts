import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { BenefitCategory } from '../db/tables/member-data';
import { fromMemberFamilyGroup } from './member-data-repository';

/** The rows an ID card is printed from (document 2 §2 ID card area). */
export interface IdCardRows {
  readonly firstName: string;
  readonly lastName: string;
  readonly memberSuffix: number;
  readonly subscriberId: string;
  readonly groupId: string;
  readonly groupName: string;
  /** The member's eligibility per category, with the plan printed for it. */
  readonly spans: readonly {
    readonly category: BenefitCategory;
    readonly plan: string | null;
    readonly eligible: boolean;
    readonly effectiveDate: string | null;
    readonly terminationDate: string | null;
  }[];
  /** What the source says of the card; false when it says nothing. */
  readonly sourceEligible: boolean;
}

export function createIdCardRepository(db: Kysely<Database>) {
  return {
    /** null when the member has no row. */
    async getIdCardRows(memberKey: string): Promise<IdCardRows | null> {
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
      if (!head) return null;
      return {
        firstName: head.first_name,
        lastName: head.last_name,
        memberSuffix: head.member_suffix,
        subscriberId: head.subscriber_id,
        groupId: head.group_id,
        groupName: head.group_name,
        spans: spans.map((row) => ({
          category: row.category,
          plan: row.plan,
          eligible: row.eligible,
          effectiveDate: row.effective_date,
          terminationDate: row.termination_date,
        })),
        sourceEligible: eligibility?.eligible ?? false,
      };
    },
  };
}

export type IdCardRepository = ReturnType<typeof createIdCardRepository>;

import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';
import { fromMemberFamilyGroup } from './member-data-repository';
import { memberEligibilityReader } from './member-eligibility';

/** The member, the family's subscriber id and group, and every member of the family (document 2 §3). */
export interface FamilyHead {
  readonly firstName: string;
  readonly memberSuffix: number;
  readonly dateOfBirth: string;
  readonly subscriberId: string;
  readonly groupId: string;
  readonly members: readonly {
    readonly memberKey: string;
    readonly memberSuffix: number;
    readonly firstName: string;
    readonly lastName: string;
    readonly relationshipDescription: string;
  }[];
}

/** The rows only home reads; the other parts of GET home come from the member-data repositories. */
export function createHomeRepository(db: Kysely<Database>) {
  const familyHead = prepare(db, (p: { memberKey: string }) =>
    fromMemberFamilyGroup(db)
      .select(['m.first_name', 'm.member_suffix', 'm.date_of_birth', 'f.subscriber_id', 'g.group_id'])
      .select((eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('members as fm')
            .select([
              'fm.member_key',
              'fm.member_suffix',
              'fm.first_name',
              'fm.last_name',
              'fm.relationship_description',
            ])
            .whereRef('fm.family_key', '=', 'f.family_key')
            .orderBy('fm.member_suffix'),
        ).as('members'),
      )
      .where('m.member_key', '=', p.memberKey),
  );
  const memberEligibility = memberEligibilityReader(db);
  return {
    /** null when the member has no row. */
    async getFamilyHead(memberKey: string): Promise<FamilyHead | null> {
      const head = await familyHead.first({ memberKey });
      if (!head) return null;
      return {
        firstName: head.first_name,
        memberSuffix: head.member_suffix,
        dateOfBirth: head.date_of_birth,
        subscriberId: head.subscriber_id,
        groupId: head.group_id,
        members: head.members.map((m) => ({
          memberKey: m.member_key,
          memberSuffix: m.member_suffix,
          firstName: m.first_name,
          lastName: m.last_name,
          relationshipDescription: m.relationship_description,
        })),
      };
    },

    listMemberEligibility: memberEligibility,
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;

import type { Kysely } from 'kysely';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { familyKeyOf } from '../member-data-repository';

/** A member of the signed-in family, found by suffix. */
export interface FamilyMember {
  readonly memberKey: string;
  readonly suffix: number;
}

/** The member of the signed-in member's family with this suffix; null outside the family. */
export function createFindFamilyMember(db: Kysely<Database>) {
  const familyMember = prepare(db, (p: { signedInMemberKey: string; suffix: number }) =>
    db
      .selectFrom('members')
      .select(['member_key', 'member_suffix'])
      .where('family_key', '=', familyKeyOf(db, p.signedInMemberKey))
      .where('member_suffix', '=', p.suffix),
  );
  return async function findFamilyMember(
    signedInMemberKey: string,
    suffix: number,
  ): Promise<FamilyMember | null> {
    const member = await familyMember.first({ signedInMemberKey, suffix });
    return member ? { memberKey: member.member_key, suffix: member.member_suffix } : null;
  };
}

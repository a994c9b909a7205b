import type { ClaimMember } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { familyKeyOf } from '../member-data-repository';

/** A member of the caller's family as the claims screens filter by them, with the key kept on the server. */
export type KeyedClaimMember = ClaimMember & { readonly memberKey: string };

export interface CallerMember {
  readonly memberKey: string;
  readonly familyKey: string;
  readonly suffix: number;
}

/**
 * The signed-in member and the members of their family by suffix, with their keys (the keys stay on
 * the server); null when the session names no member row. One round trip where two followed each other.
 */
export function createGetCallerFamily(db: Kysely<Database>) {
  const callerFamily = prepare(db, (p: { memberKey: string }) =>
    db
      .selectFrom('members')
      .select(['member_key', 'family_key', 'member_suffix', 'first_name'])
      .where('family_key', '=', familyKeyOf(db, p.memberKey))
      .orderBy('member_suffix'),
  );
  return async function getCallerFamily(
    memberKey: string,
  ): Promise<{ member: CallerMember; family: KeyedClaimMember[] } | null> {
    const rows = await callerFamily.all({ memberKey });
    const self = rows.find((row) => row.member_key === memberKey);
    if (!self) return null;
    return {
      member: { memberKey, familyKey: self.family_key, suffix: self.member_suffix },
      family: rows.map((row) => ({
        memberKey: row.member_key,
        suffix: row.member_suffix,
        firstName: row.first_name,
      })),
    };
  };
}

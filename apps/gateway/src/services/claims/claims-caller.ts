import { getClaimsScope } from '@dash/domain';
import { NotFoundError } from '../../errors';
import type { CallerMember, KeyedClaimMember } from '../../repositories/claims/get-caller-family';
import type { ClaimsRepository } from '../../repositories/claims-repository';
import { type Caller, requireMemberKey } from '../caller';

export interface AskingMember {
  readonly member: CallerMember;
  readonly family: readonly KeyedClaimMember[];
}

/** The session's member and their family: always the session's, never a key from the request. */
export async function whoIsAsking(claims: ClaimsRepository, caller: Caller): Promise<AskingMember> {
  const found = await claims.getCallerFamily(requireMemberKey(caller));
  if (!found) throw new NotFoundError('server.noMember');
  return found;
}

/**
 * The members the caller may read and filter by, and the key of the one chosen by suffix: a subscriber
 * reads the family's claims, anyone else their own (docs/security.md).
 */
export function scopeOf({ member, family }: AskingMember, suffix: number | undefined) {
  const visible =
    getClaimsScope(member.suffix) === 'family'
      ? family
      : family.filter((m) => m.memberKey === member.memberKey);
  const restrictTo = getClaimsScope(member.suffix) === 'own' ? member.memberKey : undefined;
  if (suffix === undefined) return { visible, memberKey: restrictTo };
  const chosen = visible.find((m) => m.suffix === suffix);
  if (!chosen) throw new NotFoundError('claims.noMemberWithSuffix');
  return { visible, memberKey: chosen.memberKey };
}

export const publicMembers = (members: readonly { suffix: number; firstName: string }[]) =>
  members.map(({ suffix, firstName }) => ({ suffix, firstName }));

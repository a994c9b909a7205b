import { ForbiddenError, NotFoundError } from '../../errors';
import type { FindCareRepository } from '../../repositories/find-care-repository';
import { type Caller, requireMemberKey } from '../caller';

/** The caller's family by key, and the caller among them; any key outside it is refused. */
export async function requireFamily(
  findCare: FindCareRepository,
  caller: Caller,
  memberKeys: readonly string[],
) {
  const memberKey = requireMemberKey(caller);
  const family = await findCare.listFamilyMembers(memberKey);
  const byKey = new Map(family.map((member) => [member.memberKey, member]));
  // Another family's key is refused, never looked up (docs/security.md).
  if (memberKeys.some((key) => !byKey.has(key))) throw new ForbiddenError('server.noMemberKeyInFamily');
  const self = byKey.get(memberKey);
  if (!self) throw new NotFoundError('server.noMemberKeyInFamily');
  return { self, byKey };
}

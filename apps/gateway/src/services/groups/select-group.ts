import type { GroupSelectionRequest, GroupSelectionResponse } from '@dash/domain/api';
import type { MemberSessionOpener } from '../../auth/open-member-session';
import type { SessionStore } from '../../auth/session-store';
import { BadRequestError, NotFoundError } from '../../errors';
import type { GroupRepository } from '../../repositories/group-repository';
import type { Caller } from '../caller';

/** A new token of the same kind for the account's member in that group; the old one stops working. */
export function createSelectGroup(deps: {
  readonly groups: GroupRepository;
  readonly sessions: SessionStore;
  readonly openMemberSession: MemberSessionOpener;
  readonly now: () => Date;
}) {
  const notFound = () => new NotFoundError('groupSelection.notFound');
  return async function select(
    caller: Caller,
    request: GroupSelectionRequest,
  ): Promise<GroupSelectionResponse> {
    const { claims, session } = caller;
    if (request.domain !== claims.domainId) throw new BadRequestError('server.otherBrandDomain');
    if (session.memberKey === null) throw notFound();
    const target = await deps.groups.findAccountMemberInGroup(
      session.accountId,
      request.groupId,
      claims.domainId,
    );
    if (!target) throw notFound();
    const opened = await deps.openMemberSession(
      {
        accountId: session.accountId,
        memberKey: target.memberKey,
        role: claims.role,
        issuedByRole: claims.issuedByRole,
        issuedByAccountId: session.issuedByAccountId,
        domainId: claims.domainId,
        chosenGroupId: target.groupId,
        preventSalesPlatform: session.preventSalesPlatform,
      },
      session.kind,
    );
    await deps.sessions.revoke(session.sessionId, deps.now());
    return opened;
  };
}

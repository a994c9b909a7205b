import { isLoginAsRole, type Role } from '@dash/domain';
import type { LoginAsRequest, LoginAsResponse } from '@dash/domain/api';
import type { AuthContext } from '../../auth/auth-context';
import type { MemberSessionOpener } from '../../auth/open-member-session';
import type { SessionStore } from '../../auth/session-store';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import type { LoginAsRepository } from '../../repositories/login-as-repository';
import type { SignInRepository } from '../../repositories/sign-in-repository';
import type { RecordNotification } from '../member-notifications/record-notification';

type LoginAsInput = Omit<LoginAsRequest, 'preventSalesPlatform'> & { readonly preventSalesPlatform: boolean };

/**
 * POST login-as (document 1 §4, §5, §6; docs/decisions/004-login-as-groups-and-sign-on.md). Only a staff
 * token may log in as a member of the staff's own brand: it opens a temporary token for the member
 * with issuedByRole = the staff role, writes the audit row and revokes the staff session. The member's
 * own sessions and data are left as they are; the member is notified (issue 39 §2).
 */
export function createLogInAs(deps: {
  readonly loginAs: LoginAsRepository;
  readonly accounts: SignInRepository;
  readonly sessions: SessionStore;
  readonly openMemberSession: MemberSessionOpener;
  readonly notifications: RecordNotification;
  readonly now: () => Date;
}) {
  return async function logInAs(
    input: LoginAsInput,
    { claims, session }: AuthContext,
    clientAddress: string | null,
  ): Promise<LoginAsResponse> {
    const staffRole: Role = claims.role;
    if (!isLoginAsRole(staffRole)) throw new ForbiddenError('signIn.staffOnly');
    const { subscriberId, domainId, firstName, lastName, dateOfBirth, preventSalesPlatform } = input;
    if (domainId !== claims.domainId) throw new BadRequestError('loginAs.otherBrand');
    const member =
      firstName !== undefined && lastName !== undefined && dateOfBirth !== undefined
        ? { firstName, lastName, dateOfBirth }
        : undefined;
    const target = await deps.loginAs.findTarget({ domainId: claims.domainId, subscriberId, member });
    if (!target) {
      throw new NotFoundError(member ? 'loginAs.noMember' : 'loginAs.noSubscriber');
    }
    if (staffRole === 'logInAsNonEmp' && target.isEmployee) {
      throw new NotFoundError('loginAs.employee');
    }
    if (target.accountId === null) throw new NotFoundError('loginAs.noAccount');

    const opened = await deps.openMemberSession(
      {
        accountId: target.accountId,
        memberKey: target.memberKey,
        role: 'member',
        issuedByRole: staffRole,
        issuedByAccountId: session.accountId,
        domainId: claims.domainId,
        preventSalesPlatform,
      },
      'temporary',
    );
    await deps.accounts.audit({
      action: 'login-as',
      actorAccountId: session.accountId,
      targetMemberKey: target.memberKey,
      clientAddress,
      detail: { staffRole, subscriberId, asSubscriber: member === undefined, preventSalesPlatform },
    });
    // The member is told that staff signed in to their account (issue 39 §2, a security event).
    await deps.notifications.send({
      kind: 'staff-login-as',
      to: { memberKey: target.memberKey },
      occurredAt: deps.now(),
    });
    // The staff member's sign-in ends here; the web logs it out (document 1 §4, Login-as success).
    await deps.sessions.revoke(session.sessionId, deps.now());
    return opened;
  };
}

import { DOMAIN_IDS, type DomainId, isLoginAsRole, LOGIN_AS_ROLES, summarizeStaffVisits } from '@dash/domain';
import type { AccountAccessResponse, AccountSession, LoginAsBanner, StaffVisit } from '@dash/domain/api';
import type { SessionStore } from '../../auth/session-store';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import type { AccountAccessRepository } from '../../repositories/account-access-repository';
import type { SignInRepository } from '../../repositories/sign-in-repository';
import type { Caller } from '../caller';
import { describeUserAgent } from './describe-user-agent';

type StaffRole = (typeof LOGIN_AS_ROLES)[number];

function asDomainId(value: number | null): DomainId | null {
  return (DOMAIN_IDS as readonly number[]).includes(value ?? -1) ? (value as DomainId) : null;
}

function asStaffRole(value: string): StaffRole | null {
  return (LOGIN_AS_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : null;
}

/**
 * Sign-in and access (issue 15, docs/decisions/018-sign-in-and-access.md): the account's own open
 * sessions with "End this session", the staff login-as history from the audit log, and the banner of
 * a login-as session. Everything is keyed on the session's own account, so nobody reads another's:
 * a dependent with their own sign-in sees only their own sessions and the login-as rows into them.
 * A staff (login-as) session may read the page, never end a session (the staff policy refuses the
 * write, and the service refuses it again).
 */
export function createAccountAccessService(deps: {
  readonly access: AccountAccessRepository;
  readonly sessions: SessionStore;
  /** Written at once, as "Log out everywhere" is; the audit plugin's 'write' row names the route too. */
  readonly audit: SignInRepository['audit'];
  readonly now: () => Date;
}) {
  const idleSince = (now: Date) => new Date(now.getTime() - deps.sessions.idleMinutes * 60_000);

  return {
    async getAccess({ session }: Caller): Promise<AccountAccessResponse> {
      const now = deps.now();
      const [rows, loginAs] = await Promise.all([
        deps.access.listOpenSessions(session.accountId, now, idleSince(now)),
        deps.access.listLoginAs(session.accountId),
      ]);
      const sessions: AccountSession[] = rows.map((row) => ({
        sessionId: row.sessionId,
        signedInAt: row.createdAt.toISOString(),
        // created_at is the database's clock, last_seen_at the gateway's: never "used" before "signed in".
        lastUsedAt: new Date(Math.max(row.lastSeenAt.getTime(), row.createdAt.getTime())).toISOString(),
        domainId: asDomainId(row.domainId),
        ...describeUserAgent(row.userAgent),
        current: row.sessionId === session.sessionId,
      }));
      const oldest = loginAs.at(-1)?.at;
      const activity = oldest ? await deps.access.listStaffActivity(session.accountId, oldest) : [];
      const visits = summarizeStaffVisits(
        loginAs.map((row) => ({ at: row.at, staffKey: row.staffAccountId, staffRole: row.staffRole })),
        activity.map((row) => ({ ...row, staffKey: row.staffAccountId })),
      );
      const staffVisits: StaffVisit[] = visits.flatMap((visit) => {
        const staffRole = asStaffRole(visit.staffRole);
        return staffRole
          ? [
              {
                at: visit.at.toISOString(),
                staffRole,
                viewed: [...visit.viewed],
                changed: [...visit.changed],
                refused: [...visit.refused],
              },
            ]
          : [];
      });
      return { sessions, staffVisits, canEndSessions: session.issuedByRole === null };
    },

    /**
     * Ends another open session of the account, through the session store (which owns a session's
     * life). The current session ends by logging out; another account's (or a login-as) session is
     * "not found", so an id tells nothing about whose it is.
     */
    async endSession(caller: Caller, sessionId: string): Promise<void> {
      const { session } = caller;
      if (session.issuedByRole !== null) throw new ForbiddenError('accountAccess.memberOnly');
      if (sessionId === session.sessionId) throw new BadRequestError('accountAccess.endCurrent');
      const now = deps.now();
      const owned = await deps.access.isOpenSessionOf(session.accountId, sessionId, now, idleSince(now));
      if (!owned) throw new NotFoundError('accountAccess.noSuchSession');
      await deps.sessions.revoke(sessionId, now);
      await deps.audit({
        action: 'session-ended',
        actorAccountId: session.accountId,
        targetMemberKey: session.memberKey,
        clientAddress: caller.clientAddress,
        detail: { accountId: session.accountId, endedSessionId: sessionId },
      });
    },

    /** Who is acting as whom: only in a staff login-as session. */
    async getBanner({ session }: Caller): Promise<LoginAsBanner> {
      const staffRole = session.issuedByRole === null ? null : asStaffRole(session.issuedByRole);
      if (
        staffRole === null ||
        !isLoginAsRole(staffRole) ||
        session.issuedByAccountId === null ||
        session.memberKey === null
      ) {
        throw new NotFoundError('accountAccess.notLoginAs');
      }
      const names = await deps.access.findBannerNames(session.issuedByAccountId, session.memberKey);
      if (!names) throw new NotFoundError('accountAccess.notLoginAs');
      return { ...names, staffRole };
    },

    /** The browser and brand of a session a route just opened (plugins/session-client.ts). */
    stampClient(sessionId: string, userAgent: string | undefined, domainId: DomainId): Promise<void> {
      const agent = userAgent === undefined || userAgent === '' ? null : userAgent.slice(0, 512);
      return deps.access.stampClient(sessionId, agent, domainId);
    },
  };
}

export type AccountAccessService = ReturnType<typeof createAccountAccessService>;

import { summarizeStaffVisits } from '@dash/domain';
import type { AccountAccessResponse, AccountSession, StaffVisit } from '@dash/domain/api';
import type { Caller } from '../caller';
import { type AccountAccessDeps, asDomainId, asStaffRole, idleSince } from './access-deps';
import { describeUserAgent } from './describe-user-agent';

/** The account's own open sessions and the staff visits into it, from the audit log. */
export function createGetAccess(deps: Pick<AccountAccessDeps, 'access' | 'sessions' | 'now'>) {
  return async function getAccess({ session }: Caller): Promise<AccountAccessResponse> {
    const now = deps.now();
    const [rows, loginAs] = await Promise.all([
      deps.access.listOpenSessions(session.accountId, now, idleSince(deps, now)),
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
  };
}

import { isReadMethod, isStaffSession } from '@dash/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import type { AuditEntry } from '../repositories/audit-log-repository';
import { changedFieldNames } from '../services/audit/field-names';
import { AUDIT_ACTIONS, AUDIT_ROUTE_KINDS, routeKey } from './audit-routes';
import type { OpenedSession } from './opened-session';

/** The two identities of a session: the person acting and, in a login-as session, the member's account. */
function identities(auth: AuthContext) {
  const { session } = auth;
  const staffAccountId = session.issuedByRole !== null ? session.issuedByAccountId : null;
  return {
    actorAccountId: staffAccountId ?? session.accountId,
    targetMemberKey: session.memberKey,
    detail: {
      accountId: session.accountId,
      ...(staffAccountId !== null ? { staffAccountId, staffRole: session.issuedByRole } : {}),
      sessionKind: session.kind,
    },
  };
}

function usernameOf(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const { username } = body as { username?: unknown };
  return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 100) : null;
}

/**
 * The audit row a finished request leaves (plugins/audit.ts), or null when it leaves none: sign-in,
 * session exchange, sign-out, a refused login-as, every write and a staff session's read of member data.
 */
export function describeRequest(
  request: FastifyRequest,
  status: number,
  url: string,
  opened: OpenedSession | null,
): Omit<AuditEntry, 'clientAddress' | 'occurredAt'> | null {
  const { method } = request;
  const kind = AUDIT_ROUTE_KINDS[routeKey(method, url)];
  const auth = request.auth;
  // Most requests are a member's own reads, which leave no row: known before anything is built (issue 41 §2).
  if (kind === undefined && isReadMethod(method) && (!auth || !isStaffSession(auth.session))) return null;
  const route = { method, route: url, status };

  if (kind === 'sign-in') {
    const username = usernameOf(request.body);
    const detail = { ...route, domainId: request.domainId, ...(username ? { username } : {}) };
    return opened
      ? {
          action: AUDIT_ACTIONS.signIn,
          actorAccountId: null,
          actorSessionId: opened.sid,
          targetMemberKey: opened.memberKey,
          detail,
        }
      : { action: AUDIT_ACTIONS.signInFailed, actorAccountId: null, targetMemberKey: null, detail };
  }
  if (!auth) return null;
  const who = identities(auth);
  const base = { actorAccountId: who.actorAccountId, targetMemberKey: who.targetMemberKey };

  if (kind === 'session-exchange' || kind === 'sign-out') {
    const action = kind === 'sign-out' ? AUDIT_ACTIONS.signOut : AUDIT_ACTIONS.sessionExchange;
    return { action, ...base, detail: { ...route, ...who.detail } };
  }
  if (kind === 'login-as') {
    // The route writes the 'login-as' row itself when it succeeds; a refusal is recorded here.
    if (status >= 200 && status < 300) return null;
    return { action: AUDIT_ACTIONS.loginAsRefused, ...base, detail: { ...route, ...who.detail } };
  }
  if (!isReadMethod(method)) {
    const fields = changedFieldNames(request.body);
    return { action: AUDIT_ACTIONS.write, ...base, detail: { ...route, fields, ...who.detail } };
  }
  // A read of member data in a staff session: the route, the member and the staff person.
  const memberData = request.routeOptions.config.auth !== 'none' && auth.session.memberKey !== null;
  if (memberData && isStaffSession(auth.session)) {
    return { action: AUDIT_ACTIONS.staffRead, ...base, detail: { ...route, ...who.detail } };
  }
  return null;
}

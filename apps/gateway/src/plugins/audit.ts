import { isReadMethod, isStaffSession } from '@dash/domain';
import { TokenResponse } from '@dash/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthContext } from '../auth/auth-context';
import { verifyToken } from '../auth/tokens';
import type { AuditEntry } from '../repositories/audit-log-repository';
import { type AuditWriter, createAuditWriter } from '../services/audit/audit-writer';
import { changedFieldNames } from '../services/audit/field-names';
import { AUDIT_ACTIONS, AUDIT_ROUTE_KINDS, routeKey } from './audit-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The batched audit writer (issue 10 point 4); tests call app.audit.flush(). */
    audit: AuditWriter;
  }
}

/** The session a sign-in just opened, read from its own answer (the token carries the session id). */
const openedSessions = new WeakMap<FastifyRequest, { sessionId: string; memberKey: string | null }>();

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function usernameOf(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const { username } = body as { username?: unknown };
  return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 100) : null;
}

/**
 * Audit coverage (HIPAA 164.312(b), issue 10 point 4): sign-in (success and failure), session exchange,
 * sign-out, every write by anyone (the field names, never their values) and every read of member data
 * in a staff session. Rows are recorded after the answer is sent and written in batches, so requests
 * never wait on them. Keyed on the route table (audit-routes.ts), so route files carry no audit code.
 */
async function audit(app: FastifyInstance) {
  const { config, database, now } = app.services;
  const writer = createAuditWriter({
    db: database.db,
    flushRows: config.audit.flushRows,
    flushMs: config.audit.flushMs,
    onError: (error, rows) => app.log.error({ err: error, rows }, 'audit rows not written yet'),
  });
  app.decorate('audit', writer);
  app.addHook('onClose', async () => writer.close());

  // The sign-in answer holds the new token; its session id names the account that signed in.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => AUDIT_ROUTE_KINDS[routeKey(method, route.url)] === 'sign-in')) return;
    const capture = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const parsed = TokenResponse.safeParse(parseJson(payload));
      const claims = parsed.success ? await verifyToken(parsed.data.token, config.tokenSecret) : null;
      if (claims) openedSessions.set(request, { sessionId: claims.sid, memberKey: claims.memberKey });
      return payload;
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), capture];
  });

  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url;
    if (url === undefined || !url.startsWith('/api/')) return;
    const entry = describe(request, reply.statusCode, url);
    if (entry) writer.record({ ...entry, clientAddress: request.ip, occurredAt: now() });
  });

  function describe(
    request: FastifyRequest,
    status: number,
    url: string,
  ): Omit<AuditEntry, 'clientAddress' | 'occurredAt'> | null {
    const { method } = request;
    const route = { method, route: url, status };
    const kind = AUDIT_ROUTE_KINDS[routeKey(method, url)];
    const auth = request.auth;

    if (kind === 'sign-in') {
      const opened = openedSessions.get(request);
      const username = usernameOf(request.body);
      const detail = { ...route, domainId: request.domainId, ...(username ? { username } : {}) };
      return opened
        ? {
            action: AUDIT_ACTIONS.signIn,
            actorAccountId: null,
            actorSessionId: opened.sessionId,
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
}

export default fp(audit, { name: 'audit', dependencies: ['auth-guard'] });

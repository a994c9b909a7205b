import { TokenResponse } from '@dash/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyToken } from '../auth/tokens';
import { type AuditWriter, createAuditWriter } from '../services/audit/audit-writer';
import { describeRequest, type OpenedSession } from './audit-entry';
import { AUDIT_ROUTE_KINDS, routeKey } from './audit-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The batched audit writer (issue 10 point 4); tests call app.audit.flush(). */
    audit: AuditWriter;
  }
}

/** The session a sign-in just opened, read from its own response (the token carries the session id). */
const openedSessions = new WeakMap<FastifyRequest, OpenedSession>();

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Audit coverage (HIPAA 164.312(b), issue 10 point 4): sign-in (success and failure), session exchange,
 * sign-out, every write by anyone (the field names, never their values) and every read of member data
 * in a staff session. Rows are recorded after the response is sent and written in batches, so requests
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

  // The sign-in response holds the new token; its session id names the account that signed in.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => AUDIT_ROUTE_KINDS[routeKey(method, route.url)] === 'sign-in')) return;
    const capture = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const parsed = TokenResponse.safeParse(parseJson(payload));
      const claims = parsed.success ? verifyToken(parsed.data.token, config.tokenSecret) : null;
      if (claims) openedSessions.set(request, { sessionId: claims.sid, memberKey: claims.memberKey });
      return payload;
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), capture];
  });

  // A callback hook: an async one costs every response a promise (issue 41 §2).
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const url = request.routeOptions.url;
    if (url?.startsWith('/api/')) {
      const entry = describeRequest(request, reply.statusCode, url, openedSessions.get(request));
      if (entry) writer.record({ ...entry, clientAddress: request.ip, occurredAt: now() });
    }
    done();
  });
}

export default fp(audit, { name: 'audit', dependencies: ['auth-guard'] });

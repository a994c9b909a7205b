import { API_PATHS, type TokenClaims } from '@dash/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyToken } from '../auth/tokens';
import { routeKey } from './audit-routes';

/** The routes whose 200 response carries a token for a session they just opened. */
export const SESSION_OPENING_ROUTES: readonly string[] = [
  routeKey('POST', API_PATHS.token),
  routeKey('POST', API_PATHS.session),
  routeKey('POST', API_PATHS.groupSelection),
  routeKey('POST', API_PATHS.loginAs),
  routeKey('POST', API_PATHS.loginAsReturn),
];

/** Whether a route being added is one of the session-opening routes. */
export function opensSession(route: { method: string | string[]; url: string }): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((method) => SESSION_OPENING_ROUTES.includes(routeKey(method, route.url)));
}

/** The session a route just opened, as its own token names it. */
export type OpenedSession = Pick<TokenClaims, 'sid' | 'memberKey' | 'domainId'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a session-opening route's 200 before it is sent; read by session-client and audit. */
    openedSession: OpenedSession | null;
  }
}

function tokenOf(payload: unknown): string | null {
  if (payload === null || typeof payload !== 'object' || !('token' in payload)) return null;
  return typeof payload.token === 'string' ? payload.token : null;
}

/**
 * Reads the session a route opened once, from the object its handler returned (before it becomes
 * JSON), for the hooks after it: the client stamp (session-client.ts) and the sign-in's audit row.
 * Each of them used to parse the response's JSON and verify its token again (decision 069).
 */
async function openedSession(app: FastifyInstance) {
  const { config } = app.services;
  app.decorateRequest('openedSession', null);
  app.addHook('onRoute', (route) => {
    if (!opensSession(route)) return;
    const read = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const token = reply.statusCode === 200 ? tokenOf(payload) : null;
      const claims = token === null ? null : verifyToken(token, config.tokenSecret);
      if (claims) {
        request.openedSession = { sid: claims.sid, memberKey: claims.memberKey, domainId: claims.domainId };
      }
      return payload;
    };
    route.preSerialization = [...(route.preSerialization ? [route.preSerialization].flat() : []), read];
  });
}

export default fp(openedSession, { name: 'opened-session', dependencies: ['auth-guard'] });

import { API_PATHS } from '@dash/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
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

const TokenResponse = z.object({ token: z.string() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sign-in and access (issue 15): stamps the browser's user agent and the brand on each session a
 * route opens, read from the route's own response (its token names the session), before the response
 * leaves, so the member's session list shows "Chrome 131, Windows 10" beside every sign-in. Keyed on
 * the route table like the audit plugin, so the sign-in services stay free of request details.
 */
async function sessionClient(app: FastifyInstance) {
  const { config, accountAccess } = app.services;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => SESSION_OPENING_ROUTES.includes(routeKey(method, route.url)))) return;
    const stamp = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const response = TokenResponse.safeParse(parseJson(payload));
      const claims = response.success ? verifyToken(response.data.token, config.tokenSecret) : null;
      if (claims) await accountAccess.stampClient(claims.sid, request.headers['user-agent'], claims.domainId);
      return payload;
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), stamp];
  });
}

export default fp(sessionClient, { name: 'session-client', dependencies: ['auth-guard'] });

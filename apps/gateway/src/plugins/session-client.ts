import { API_PATHS } from '@dash/domain/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeKey } from './audit-routes';
import { opensSession } from './opened-session';

/**
 * The session-opening routes that stamp their session themselves: a sign-in writes its session
 * stamped, in the statement that records its attempt, one round trip fewer (decision 073).
 */
const STAMPED_AS_OPENED: readonly string[] = [routeKey('POST', API_PATHS.token)];

const stampsItself = (route: { method: string | string[]; url: string }) =>
  [route.method].flat().some((method) => STAMPED_AS_OPENED.includes(routeKey(method, route.url)));

/**
 * Sign-in and access (issue 15): stamps the browser's user agent and the brand on each session a
 * route opens (request.openedSession, plugins/opened-session.ts), before the response leaves, so the
 * member's session list shows "Chrome 131, Windows 10" beside every sign-in. Keyed on the route table
 * like the audit plugin, so the services that open sessions stay free of request details; the sign-in
 * is the exception (STAMPED_AS_OPENED).
 */
async function sessionClient(app: FastifyInstance) {
  const { accountAccess } = app.services;
  app.addHook('onRoute', (route) => {
    if (!opensSession(route) || stampsItself(route)) return;
    const stamp = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      const opened = request.openedSession;
      if (opened) await accountAccess.stampClient(opened.sid, request.headers['user-agent'], opened.domainId);
      return payload;
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), stamp];
  });
}

export default fp(sessionClient, { name: 'session-client', dependencies: ['opened-session'] });

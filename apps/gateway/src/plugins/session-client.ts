import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { opensSession } from './opened-session';

/**
 * Sign-in and access (issue 15): stamps the browser's user agent and the brand on each session a
 * route opens (request.openedSession, plugins/opened-session.ts), before the response leaves, so the
 * member's session list shows "Chrome 131, Windows 10" beside every sign-in. Keyed on the route table
 * like the audit plugin, so the sign-in services stay free of request details.
 */
async function sessionClient(app: FastifyInstance) {
  const { accountAccess } = app.services;
  app.addHook('onRoute', (route) => {
    if (!opensSession(route)) return;
    const stamp = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      const opened = request.openedSession;
      if (opened) await accountAccess.stampClient(opened.sid, request.headers['user-agent'], opened.domainId);
      return payload;
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), stamp];
  });
}

export default fp(sessionClient, { name: 'session-client', dependencies: ['opened-session'] });

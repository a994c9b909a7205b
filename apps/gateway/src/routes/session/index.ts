import { isLoginAsRole } from '@dash/domain';
import { ApiError, ERROR_CODES, LoginState, SessionResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../require-auth';

/**
 * The mid-login calls and the end of a session: login-state feeds the post-login rule, session
 * trades the temporary token for the 2-hour one, logout revokes on the server (document 1 §4, §9).
 */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, tokens, sessions, now } = app.services;

  app.get(
    '/api/login-state',
    { config: { auth: 'temporary' }, schema: { tags: ['sign-in'], response: { 200: LoginState } } },
    async (request) => {
      const { claims, session } = requireAuth(request.auth);
      return accounts.getLoginState(session, claims, now());
    },
  );

  app.post(
    '/api/session',
    {
      config: { auth: 'temporary' },
      schema: { tags: ['sign-in'], response: { 200: SessionResponse, 403: ApiError } },
    },
    async (request, reply) => {
      const { claims, session } = requireAuth(request.auth);
      // Staff hold only temporary tokens: their one use is /login-as, which opens the member's session.
      if (isLoginAsRole(claims.role) || session.memberKey === null) {
        return reply
          .code(403)
          .send({ code: ERROR_CODES.forbidden, message: 'Choose a member to log in as first.' });
      }
      const issued = await tokens.issueSession({
        accountId: session.accountId,
        memberKey: session.memberKey,
        role: claims.role,
        issuedByRole: claims.issuedByRole,
        issuedByAccountId: session.issuedByAccountId,
        domainId: claims.domainId,
        chosenGroupId: session.chosenGroupId,
        preventSalesPlatform: session.preventSalesPlatform,
      });
      await sessions.revoke(session.sessionId, now());
      return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/logout',
    { config: { auth: 'any' }, schema: { tags: ['sign-in'], response: { 204: z.null() } } },
    async (request, reply) => {
      const { session } = requireAuth(request.auth);
      await sessions.revoke(session.sessionId, now());
      return reply.code(204).send(null);
    },
  );
};

export default sessionRoutes;

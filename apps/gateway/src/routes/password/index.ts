import { CHANGE_PASSWORD_MESSAGES } from '@dash/domain';
import { ApiError, ChangePasswordRequest, ERROR_CODES } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/password';
import { requireAuth } from '../require-auth';

/** Wrong current passwords allowed per account in a window; they never count toward the sign-in lockout. */
export const PASSWORD_ATTEMPT_LIMIT = 5;
export const PASSWORD_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * PUT account/password (document 1 §2, §5, §7): the current password is checked, the new one (§5 rule)
 * stored as an argon2id hash, a must-change status (INI, FRC) becomes ACT, and every other session of
 * the account is revoked while this one stays. A login-as session may not change the member's password.
 */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwords, now } = app.services;

  app.put(
    '/api/account/password',
    {
      schema: {
        tags: ['account'],
        body: ChangePasswordRequest,
        response: { 204: z.null(), 400: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const { session } = requireAuth(request.auth);
      if (session.issuedByRole !== null) {
        return reply
          .code(403)
          .send({ code: ERROR_CODES.forbidden, message: 'A password is changed only by its member.' });
      }
      const at = now();
      const since = new Date(at.getTime() - PASSWORD_ATTEMPT_WINDOW_MS);
      if ((await passwords.countFailuresSince(session.accountId, since)) >= PASSWORD_ATTEMPT_LIMIT) {
        return reply
          .code(429)
          .send({ code: ERROR_CODES.tooManyRequests, message: CHANGE_PASSWORD_MESSAGES.tooManyAttempts });
      }
      const stored = await passwords.getHash(session.accountId);
      if (!stored || !(await verifyPassword(stored, request.body.currentPassword))) {
        await passwords.recordFailure(session.accountId, request.ip, at);
        const message = CHANGE_PASSWORD_MESSAGES.wrongCurrent;
        return reply
          .code(400)
          .send({ code: ERROR_CODES.badRequest, message, fieldErrors: { currentPassword: [message] } });
      }
      await passwords.replace({
        accountId: session.accountId,
        passwordHash: await hashPassword(request.body.newPassword),
        keepSessionId: session.sessionId,
        clientAddress: request.ip,
        now: at,
      });
      return reply.code(204).send(null);
    },
  );
};

export default passwordRoutes;

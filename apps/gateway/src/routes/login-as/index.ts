import { isLoginAsRole, LOGIN_AS_SERVER_MESSAGES, type Role } from '@dash/domain';
import { ApiError, ERROR_CODES, LoginAsRequest, LoginAsResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../require-auth';

const notFound = (message: string) => ({ code: ERROR_CODES.notFound, message });

/**
 * POST login-as (document 1 §4, §5, §6; docs/decisions/004-login-as-groups-and-sign-on.md). Only a staff token
 * (logInAsAnyone, logInAsNonEmp) may call it, only for members of the staff's own brand. It opens a
 * temporary token for the member with issuedByRole = the staff role, writes the audit row, and revokes
 * the staff session. The member's own sessions and data are left as they are.
 */
const loginAsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginAs, signInRepository, sessions, openMemberSession, now } = app.services;

  app.post(
    '/api/login-as',
    {
      config: { auth: 'temporary' },
      schema: {
        tags: ['sign-in'],
        body: LoginAsRequest,
        response: { 200: LoginAsResponse, 400: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { claims, session } = requireAuth(request.auth);
      const staffRole: Role = claims.role;
      if (!isLoginAsRole(staffRole)) {
        return reply
          .code(403)
          .send({ code: ERROR_CODES.forbidden, message: 'Only support staff can log in as a member.' });
      }
      const { subscriberId, domainId, firstName, lastName, dateOfBirth, preventSalesPlatform } = request.body;
      if (domainId !== claims.domainId) {
        return reply
          .code(400)
          .send({ code: ERROR_CODES.badRequest, message: LOGIN_AS_SERVER_MESSAGES.otherBrand });
      }
      const member =
        firstName !== undefined && lastName !== undefined && dateOfBirth !== undefined
          ? { firstName, lastName, dateOfBirth }
          : undefined;
      const target = await loginAs.findTarget({ domainId: claims.domainId, subscriberId, member });
      if (!target) {
        return reply
          .code(404)
          .send(notFound(member ? LOGIN_AS_SERVER_MESSAGES.noMember : LOGIN_AS_SERVER_MESSAGES.noSubscriber));
      }
      if (staffRole === 'logInAsNonEmp' && target.isEmployee) {
        return reply.code(404).send(notFound(LOGIN_AS_SERVER_MESSAGES.employee));
      }
      if (target.accountId === null)
        return reply.code(404).send(notFound(LOGIN_AS_SERVER_MESSAGES.noAccount));

      const opened = await openMemberSession(
        {
          accountId: target.accountId,
          memberKey: target.memberKey,
          role: 'member',
          issuedByRole: staffRole,
          issuedByAccountId: session.accountId,
          domainId: claims.domainId,
          preventSalesPlatform,
        },
        'temporary',
      );
      await signInRepository.audit({
        action: 'login-as',
        actorAccountId: session.accountId,
        targetMemberKey: target.memberKey,
        clientAddress: request.ip,
        detail: { staffRole, subscriberId, asSubscriber: member === undefined, preventSalesPlatform },
      });
      // The staff member's sign-in ends here; the web logs it out (document 1 §4, Login-as success).
      await sessions.revoke(session.sessionId, now());
      return opened;
    },
  );
};

export default loginAsRoutes;

import { AccountDetails, AccountStatus, ApiError, ERROR_CODES } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET account and GET account/status (document 1 §7). Answers only for the signed-in member's family. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.services;

  app.get(
    '/api/account',
    { schema: { tags: ['account'], response: { 200: AccountDetails, 404: ApiError } } },
    async (request, reply) => {
      const memberKey = request.auth?.session.memberKey;
      const details = memberKey ? await accounts.getAccountDetails(memberKey) : null;
      if (!details)
        return reply.code(404).send({ code: ERROR_CODES.notFound, message: 'No member for this session.' });
      return details;
    },
  );

  app.get(
    '/api/account/status',
    { config: { auth: 'any' }, schema: { tags: ['account'], response: { 200: AccountStatus } } },
    async (request, reply) => {
      const accountId = request.auth?.session.accountId ?? -1;
      return reply.type('text/plain').send(await accounts.getStatus(accountId));
    },
  );
};

export default accountRoutes;

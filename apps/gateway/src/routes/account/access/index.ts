import { AccountAccessResponse, AccountSessionParams, API_PATHS, ApiError } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCaller } from '../../caller';

/**
 * GET account/access: the account's open sessions and its staff login-as history (issue 15).
 * DELETE account/sessions/:sessionId: ends another open session of the account; 204, or 404 for any
 * id that is not one (another member's included), 400 for the session in use (it ends by logging out).
 */
const accountAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountAccess } = app.services;

  app.get(
    API_PATHS.accountAccess,
    { schema: { tags: ['account'], response: { 200: AccountAccessResponse } } },
    async (request) => accountAccess.getAccess(getCaller(request)),
  );

  app.delete(
    API_PATHS.accountSession,
    {
      schema: {
        tags: ['account'],
        params: AccountSessionParams,
        response: { 204: z.null(), 400: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      await accountAccess.endSession(getCaller(request), request.params.sessionId);
      return reply.code(204).send(null);
    },
  );
};

export default accountAccessRoutes;

import { API_PATHS, UnlockAccountRequest } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../require-auth';

/** POST staff/unlock-account (issue 10 point 6): a staff token ends a lock of its brand. */
const unlockAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { unlockAccount } = app.services.signIn;

  app.post(
    API_PATHS.staffUnlockAccount,
    {
      config: { auth: 'temporary' },
      schema: { tags: ['sign-in'], body: UnlockAccountRequest, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await unlockAccount(request.body, requireAuth(request.auth), request.ip);
      return reply.code(204).send(null);
    },
  );
};

export default unlockAccountRoutes;

import { API_PATHS, ChangePasswordRequest } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../require-auth';

/** PUT account/password (document 1 §7), with the session token or, for INI and FRC, the mid-login one. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { changePassword } = app.services.signIn;

  app.put(
    API_PATHS.password,
    {
      config: { auth: 'any' },
      schema: { tags: ['account'], body: ChangePasswordRequest, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await changePassword(request.body, requireAuth(request.auth), request.ip);
      return reply.code(204).send(null);
    },
  );
};

export default passwordRoutes;

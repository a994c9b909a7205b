import { API_PATHS } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../require-auth';

/** POST logout ends this session only; POST logout/everywhere ends every session of the account. */
const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { logout } = app.services.signIn;

  app.post(
    API_PATHS.logout,
    { config: { auth: 'any' }, schema: { tags: ['sign-in'], response: { 204: z.null() } } },
    async (request, reply) => {
      await logout.logout(requireAuth(request.auth));
      return reply.code(204).send(null);
    },
  );

  app.post(
    API_PATHS.logoutEverywhere,
    { config: { auth: 'session' }, schema: { tags: ['sign-in'], response: { 204: z.null() } } },
    async (request, reply) => {
      await logout.logoutEverywhere(requireAuth(request.auth), request.ip);
      return reply.code(204).send(null);
    },
  );
};

export default logoutRoutes;

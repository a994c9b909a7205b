import { API_PATHS, SessionResponse, SessionStatus } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../require-auth';

/**
 * POST session trades the temporary token for the 2-hour one once routing ends (document 1 §4, §9);
 * GET session is the cheap authenticated call behind "Stay signed in".
 */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { session } = app.services.signIn;

  app.post(
    API_PATHS.session,
    { config: { auth: 'temporary' }, schema: { tags: ['sign-in'], response: { 200: SessionResponse } } },
    async (request) => session.exchange(requireAuth(request.auth)),
  );

  app.get(
    API_PATHS.session,
    { config: { auth: 'session' }, schema: { tags: ['sign-in'], response: { 200: SessionStatus } } },
    async (request) => session.getStatus(requireAuth(request.auth)),
  );
};

export default sessionRoutes;

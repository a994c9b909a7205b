import { API_PATHS, LoginState } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../require-auth';

/** GET login-state: what the post-login rule needs, in one round trip (document 1 §4). */
const loginStateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { session } = app.services.signIn;

  app.get(
    API_PATHS.loginState,
    { config: { auth: 'temporary' }, schema: { tags: ['sign-in'], response: { 200: LoginState } } },
    async (request) => session.getLoginState(requireAuth(request.auth)),
  );
};

export default loginStateRoutes;

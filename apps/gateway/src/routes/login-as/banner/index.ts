import { API_PATHS, ApiError, LoginAsBanner } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/**
 * GET login-as/banner (issue 15): in a staff login-as session, the staff person's name and role and
 * the member's name for the banner the shell shows on every page; 404 in any other session.
 */
const loginAsBannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.loginAsBanner,
    {
      config: { auth: 'any' },
      schema: { tags: ['sign-in'], response: { 200: LoginAsBanner, 404: ApiError } },
    },
    async (request) => app.services.accountAccess.getBanner(getCaller(request)),
  );
};

export default loginAsBannerRoutes;

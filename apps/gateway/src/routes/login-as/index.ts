import { API_PATHS, LoginAsRequest, LoginAsResponse, LoginAsReturnResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../require-auth';

/**
 * POST login-as (document 1 §4, §5, §6; docs/decisions/004-login-as-groups-and-sign-on.md) with a staff token, and POST login-as/return (issue 9) from
 * a login-as member session back to the staff person's /login-as.
 */
const loginAsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginAs } = app.services.signIn;

  app.post(
    API_PATHS.loginAs,
    {
      config: { auth: 'temporary' },
      schema: { tags: ['sign-in'], body: LoginAsRequest, response: { 200: LoginAsResponse } },
    },
    async (request) => loginAs.logInAs(request.body, requireAuth(request.auth), request.ip),
  );

  app.post(
    API_PATHS.loginAsReturn,
    { config: { auth: 'any' }, schema: { tags: ['sign-in'], response: { 200: LoginAsReturnResponse } } },
    async (request) => loginAs.returnToStaff(requireAuth(request.auth), request.ip),
  );
};

export default loginAsRoutes;

import {
  API_PATHS,
  ApiError,
  RegistrationPoliciesResponse,
  RegistrationPoliciesUpdate,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../../caller';

/**
 * GET/PUT account/registration/policies (document 1 §5, §7) with the temporary token of the partner
 * brand's /registration-policies step.
 */
const registrationPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registrationPolicies } = app.services;

  app.get(
    API_PATHS.registrationPolicies,
    {
      config: { auth: 'temporary' },
      schema: { tags: ['account'], response: { 200: RegistrationPoliciesResponse, 404: ApiError } },
    },
    async (request) => registrationPolicies.get(getCaller(request)),
  );

  app.put(
    API_PATHS.registrationPolicies,
    {
      config: { auth: 'temporary' },
      schema: {
        tags: ['account'],
        body: RegistrationPoliciesUpdate,
        response: { 200: RegistrationPoliciesResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => registrationPolicies.update(getCaller(request), request.body),
  );
};

export default registrationPolicyRoutes;

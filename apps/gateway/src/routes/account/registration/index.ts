import {
  API_PATHS,
  ApiError,
  RegistrationDetails,
  RegistrationIdentity,
  RegistrationIdentityResponse,
  RegistrationRequest,
  RegistrationResponse,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET account/registration/details, POST account/registration (document 1 §7) and the identity step
 * before it (issue 14). Public: the member has no sign-in yet. Rate limited per client and per
 * identifier (plugins/rate-limited-routes.ts); 404 on the partner brand.
 */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registration } = app.services;

  app.get(
    API_PATHS.registrationDetails,
    {
      config: { auth: 'none' },
      schema: { tags: ['registration'], response: { 200: RegistrationDetails, 404: ApiError } },
    },
    async (request) => registration.getDetails(request.domainId),
  );

  app.post(
    API_PATHS.registrationIdentity,
    {
      config: { auth: 'none' },
      schema: {
        tags: ['registration'],
        body: RegistrationIdentity,
        response: { 200: RegistrationIdentityResponse, 400: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => registration.verifyIdentity(request.body, request.domainId),
  );

  app.post(
    API_PATHS.registration,
    {
      config: { auth: 'none' },
      schema: {
        tags: ['registration'],
        body: RegistrationRequest,
        response: { 201: RegistrationResponse, 400: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const created = await registration.register(request.body, request.domainId, request.ip);
      return reply.code(201).send(created);
    },
  );
};

export default registrationRoutes;

import { API_PATHS, ApiError, MfaCode, MfaVerified } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCaller } from '../caller';

/**
 * The second factor at sign-in (issue 15): only the temporary token issued after the password while
 * its code is pending reaches these (`auth: 'mfa-pending'`). Rate limited per client and account.
 */
const mfaChallengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mfa } = app.services;

  app.post(
    API_PATHS.mfaVerify,
    {
      config: { auth: 'mfa-pending' },
      schema: {
        tags: ['sign-in'],
        body: MfaCode,
        response: { 200: MfaVerified, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request) => mfa.verify(getCaller(request), request.body),
  );

  app.post(
    API_PATHS.mfaEmailCode,
    {
      config: { auth: 'mfa-pending' },
      schema: { tags: ['sign-in'], response: { 204: z.null(), 400: ApiError, 403: ApiError, 429: ApiError } },
    },
    async (request, reply) => {
      await mfa.resendEmailCode(getCaller(request));
      return reply.code(204).send(null);
    },
  );
};

export default mfaChallengeRoutes;

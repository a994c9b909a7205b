import {
  API_PATHS,
  ApiError,
  MfaCode,
  MfaEnrolmentStart,
  MfaEnrolmentStarted,
  MfaRecoveryCodes,
  MfaRemoval,
  MfaStatus,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCaller } from '../../caller';

/**
 * Two-step sign-in in the account settings (issue 15): its status, an enrolment started after the
 * password and confirmed by the first code (sending the recovery codes once), and its removal
 * after the password. Never from a staff session (staff policy; the service checks too).
 */
const mfaSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mfa } = app.services;
  const errors = { 400: ApiError, 403: ApiError, 409: ApiError, 429: ApiError };

  app.get(
    API_PATHS.mfaStatus,
    { schema: { tags: ['account'], response: { 200: MfaStatus } } },
    async (request) => mfa.getStatus(getCaller(request)),
  );

  app.post(
    API_PATHS.mfaEnrolment,
    {
      schema: {
        tags: ['account'],
        body: MfaEnrolmentStart,
        response: { 200: MfaEnrolmentStarted, ...errors },
      },
    },
    async (request) => mfa.startEnrolment(getCaller(request), request.body),
  );

  app.post(
    API_PATHS.mfaEnrolmentConfirm,
    { schema: { tags: ['account'], body: MfaCode, response: { 200: MfaRecoveryCodes, ...errors } } },
    async (request) => mfa.confirmEnrolment(getCaller(request), request.body),
  );

  app.post(
    API_PATHS.mfaRemoval,
    { schema: { tags: ['account'], body: MfaRemoval, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await mfa.remove(getCaller(request), request.body);
      return reply.code(204).send(null);
    },
  );
};

export default mfaSettingsRoutes;

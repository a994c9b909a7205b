import {
  API_PATHS,
  ApiError,
  PasswordRecoveryRequest,
  PasswordResetRequest,
  RecoveryAnswer,
  ResetLinkRequest,
  ResetLinkResponse,
  UsernameRecoveryRequest,
} from '@dash/domain/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as Plugin } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The link's origin: the brand address the request came to, only when it is one of the configured
 * brand hosts, so a forged Host header can never put someone else's address in a member's mail.
 */
function brandOrigin(request: FastifyRequest, brandHosts: Readonly<Record<string, number>>): string | null {
  if (brandHosts[request.hostname.toLowerCase()] === undefined) return null;
  return `${request.protocol}://${request.host}`;
}

/**
 * Username and password recovery (issue 14): public, rate limited per client and per account
 * (plugins/rate-limited-routes.ts covers /api/recovery/), 404 on the partner brand.
 */
const recoveryRoutes: Plugin = async (app) => {
  const { recovery, config } = app.services;

  app.post(
    API_PATHS.usernameRecovery,
    {
      config: { auth: 'none' },
      schema: {
        tags: ['recovery'],
        body: UsernameRecoveryRequest,
        response: { 200: RecoveryAnswer, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => recovery.requestUsername(request.body, request.domainId, request.ip),
  );

  app.post(
    API_PATHS.passwordRecovery,
    {
      config: { auth: 'none' },
      schema: {
        tags: ['recovery'],
        body: PasswordRecoveryRequest,
        response: { 200: RecoveryAnswer, 400: ApiError, 404: ApiError },
      },
    },
    async (request) =>
      recovery.requestPasswordReset(
        request.body.username,
        request.domainId,
        brandOrigin(request, config.brandHosts),
        request.ip,
      ),
  );

  app.post(
    API_PATHS.passwordResetLink,
    {
      config: { auth: 'none' },
      schema: {
        tags: ['recovery'],
        body: ResetLinkRequest,
        response: { 200: ResetLinkResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => recovery.checkLink(request.body.token, request.domainId),
  );

  app.put(
    API_PATHS.passwordRecovery,
    {
      config: { auth: 'none' },
      schema: {
        tags: ['recovery'],
        body: PasswordResetRequest,
        response: { 204: z.null(), 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      await recovery.resetPassword(request.body, request.domainId, request.ip);
      return reply.code(204).send(null);
    },
  );
};

export default recoveryRoutes;

import { getLoginErrorMessage } from '@dash/domain';
import { ApiError, TokenRequest, TokenResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** POST token and GET token/userkey (document 1 §7). */
const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/token',
    {
      config: { auth: 'none' },
      schema: { tags: ['sign-in'], body: TokenRequest, response: { 200: TokenResponse, 401: ApiError } },
    },
    async (request, reply) => {
      if (request.body.domainId !== request.domainId) {
        return reply.code(401).send({ code: 'LOGIN_FAILED', message: getLoginErrorMessage('LOGIN_FAILED') });
      }
      const result = await app.services.signIn({ ...request.body, clientAddress: request.ip });
      if (result.ok) return { token: result.token, redirect: result.redirect };
      return reply.code(401).send({
        code: result.code,
        message: getLoginErrorMessage(result.code, result.attemptsRemaining),
        ...(result.attemptsRemaining !== undefined ? { attemptsRemaining: result.attemptsRemaining } : {}),
      });
    },
  );

  app.get(
    '/api/token/userkey',
    { config: { auth: 'any' }, schema: { tags: ['sign-in'], response: { 200: z.string() } } },
    async (request, reply) => reply.type('text/plain').send(request.auth?.claims.memberKey ?? ''),
  );
};

export default tokenRoutes;

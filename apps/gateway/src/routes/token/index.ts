import { API_PATHS, TokenRequest, TokenResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** POST token and GET token/userkey (document 1 §7). */
const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signIn } = app.services.signIn;

  app.post(
    API_PATHS.token,
    {
      config: { auth: 'none' },
      schema: { tags: ['sign-in'], body: TokenRequest, response: { 200: TokenResponse } },
    },
    async (request) =>
      signIn({
        ...request.body,
        hostDomainId: request.domainId,
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.get(
    API_PATHS.tokenUserKey,
    { config: { auth: 'any' }, schema: { tags: ['sign-in'], response: { 200: z.string() } } },
    async (request, reply) => reply.type('text/plain').send(request.auth?.claims.memberKey ?? ''),
  );
};

export default tokenRoutes;

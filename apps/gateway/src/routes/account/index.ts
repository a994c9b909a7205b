import { AccountDetails, AccountStatus, API_PATHS, ApiError } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET account and GET account/status (document 1 §7). Responds only for the signed-in member's family. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account } = app.services;

  app.get(
    API_PATHS.account,
    { schema: { tags: ['account'], response: { 200: AccountDetails, 404: ApiError } } },
    async (request) => account.getDetails(getCaller(request)),
  );

  app.get(
    API_PATHS.accountStatus,
    { config: { auth: 'any' }, schema: { tags: ['account'], response: { 200: AccountStatus } } },
    async (request, reply) => reply.type('text/plain').send(await account.getStatus(getCaller(request))),
  );
};

export default accountRoutes;

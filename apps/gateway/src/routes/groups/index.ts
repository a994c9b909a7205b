import { API_PATHS, ApiError, GroupList, LoginGroup } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/**
 * GET groups and groups/individual (document 1 §3, §7), with the mid-login temporary token
 * (/group-selection) or the session token (/select-group); only the token's own account's groups.
 */
const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { groups } = app.services;

  app.get(
    API_PATHS.groups,
    { config: { auth: 'any' }, schema: { tags: ['groups'], response: { 200: GroupList } } },
    async (request) => groups.list(getCaller(request)),
  );

  app.get(
    API_PATHS.individualGroup,
    { config: { auth: 'any' }, schema: { tags: ['groups'], response: { 200: LoginGroup, 404: ApiError } } },
    async (request) => groups.getIndividual(getCaller(request)),
  );
};

export default groupRoutes;

import { ApiError, HomeData } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../errors';
import { sessionMemberKey } from '../session-member';

/**
 * GET home: the home data of document 2 §3 in one answer, for the signed-in member only. Session
 * token only; the brand of the host decides the partner-only and partner-less parts (§1, §2).
 */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { home, now } = app.services;
  app.get(
    '/api/home',
    { schema: { tags: ['home'], response: { 200: HomeData, 404: ApiError } } },
    async (request) => {
      const data = await home.getHomeData(sessionMemberKey(request.auth), request.domainId, now());
      if (!data) throw new NotFoundError('No member for this session.');
      return data;
    },
  );
};

export default homeRoutes;

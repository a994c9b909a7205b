import { API_PATHS, ApiError, HomeData } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET home: home data of document 2 §3 in one response, for the signed-in member only (session token). */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.home,
    { schema: { tags: ['home'], response: { 200: HomeData, 404: ApiError } } },
    async (request) => app.services.home.getHomeData(getCaller(request)),
  );
};

export default homeRoutes;

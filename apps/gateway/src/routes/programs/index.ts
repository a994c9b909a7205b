import { API_PATHS, ApiError, ProgramDetailsList, ProgramList } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET programs and programs/sitecore (document 2 §7); sitecore adds the details' phone (§3). */
const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const { programs } = app.services;
  app.get(
    API_PATHS.programs,
    { schema: { tags: ['programs'], response: { 200: ProgramList, 404: ApiError } } },
    async (request) => programs.list(getCaller(request)),
  );
  app.get(
    API_PATHS.programDetails,
    { schema: { tags: ['programs'], response: { 200: ProgramDetailsList, 404: ApiError } } },
    async (request) => programs.listDetails(getCaller(request)),
  );
};

export default programRoutes;

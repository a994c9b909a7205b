import { ApiError, ProgramDetailsList, ProgramList } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionMemberKey } from '../session-member';

/**
 * GET programs and programs/sitecore (document 2 §7): the programs the family or the member is
 * enrolled in; sitecore adds the details' phone number (document 2 §3).
 */
const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberData } = app.services;
  app.get(
    '/api/programs',
    { schema: { tags: ['programs'], response: { 200: ProgramList, 404: ApiError } } },
    async (request) => memberData.listPrograms(sessionMemberKey(request.auth)),
  );
  app.get(
    '/api/programs/sitecore',
    { schema: { tags: ['programs'], response: { 200: ProgramDetailsList, 404: ApiError } } },
    async (request) => memberData.listProgramDetails(sessionMemberKey(request.auth)),
  );
};

export default programRoutes;

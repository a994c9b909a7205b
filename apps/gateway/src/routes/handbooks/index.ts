import { API_PATHS, ApiError, HandbookDocumentList } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET handbooks: the member handbook and Certificate of Coverage of the member's group (document 2 §2). */
const handbookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.handbooks,
    { schema: { tags: ['handbooks'], response: { 200: HandbookDocumentList, 404: ApiError } } },
    async (request) => app.services.benefitResources.listHandbooks(getCaller(request)),
  );
};

export default handbookRoutes;

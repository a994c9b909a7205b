import { API_PATHS, ApiError, FamilyEligibility } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET eligibility/family (document 2 §7): the family's rows that are still eligible (§4). */
const eligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.familyEligibility,
    { schema: { tags: ['eligibility'], response: { 200: FamilyEligibility, 404: ApiError } } },
    async (request) => app.services.eligibility.listFamily(getCaller(request)),
  );
};

export default eligibilityRoutes;

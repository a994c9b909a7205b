import { ApiError, FamilyEligibility } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionMemberKey } from '../session-member';

/** GET eligibility/family (document 2 §7): the family rows the selection rule of §4 chooses from. */
const eligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberData } = app.services;
  app.get(
    '/api/eligibility/family',
    { schema: { tags: ['eligibility'], response: { 200: FamilyEligibility, 404: ApiError } } },
    async (request) => memberData.listFamilyEligibility(sessionMemberKey(request.auth)),
  );
};

export default eligibilityRoutes;

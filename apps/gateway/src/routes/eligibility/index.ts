import { isFamilyRowEligible } from '@dash/domain';
import { ApiError, FamilyEligibility } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionMemberKey } from '../session-member';

/**
 * GET eligibility/family (document 2 §7): the family's rows that are still eligible (§4: termed rows
 * only within two years), from which the client's selection rule (`selectFamilyRows`) chooses.
 */
const eligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberData, now } = app.services;
  app.get(
    '/api/eligibility/family',
    { schema: { tags: ['eligibility'], response: { 200: FamilyEligibility, 404: ApiError } } },
    async (request) => {
      const rows = await memberData.listFamilyEligibility(sessionMemberKey(request.auth));
      const at = now();
      return rows.filter((row) => isFamilyRowEligible(row, at));
    },
  );
};

export default eligibilityRoutes;

import { API_PATHS, ApiError, Flag, MedicareMaterialList } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET medicare-materials and medicare-materials/eligibility (document 2 §7); a refusal is 403 (§8). */
const medicareMaterialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { benefitResources } = app.services;
  app.get(
    API_PATHS.medicareMaterials,
    {
      schema: {
        tags: ['medicare-materials'],
        response: { 200: MedicareMaterialList, 403: ApiError, 404: ApiError },
      },
    },
    async (request) => benefitResources.listMedicareMaterials(getCaller(request)),
  );
  app.get(
    API_PATHS.medicareMaterialsEligibility,
    { schema: { tags: ['medicare-materials'], response: { 200: Flag, 404: ApiError } } },
    async (request) => benefitResources.getMaterialsEligibility(getCaller(request)),
  );
};

export default medicareMaterialRoutes;

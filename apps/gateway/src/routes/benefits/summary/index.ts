import {
  API_PATHS,
  ApiError,
  type BenefitCategoryParam,
  BenefitSummary,
  BenefitsQuery,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

const SUMMARY_PATHS: Readonly<Record<BenefitCategoryParam, string>> = {
  medical: API_PATHS.benefitsMedical,
  dental: API_PATHS.benefitsDental,
  vision: API_PATHS.benefitsVision,
  pharmacy: API_PATHS.benefitsPharmacy,
};

/** GET benefits/medical|dental|vision|pharmacy?suffix&asOfDate (document 2 §7); asOfDate yyyy-mm-dd (§5). */
const benefitSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [category, url] of Object.entries(SUMMARY_PATHS) as [BenefitCategoryParam, string][]) {
    app.get(
      url,
      {
        schema: {
          tags: ['benefits'],
          querystring: BenefitsQuery,
          response: { 200: BenefitSummary, 400: ApiError, 404: ApiError },
        },
      },
      async (request) => app.services.benefits.getSummary(getCaller(request), category, request.query),
    );
  }
};

export default benefitSummaryRoutes;

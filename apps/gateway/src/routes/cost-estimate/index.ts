import { API_PATHS, ApiError, CostEstimateQuery, CostEstimateResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../request-locale';
import { getCaller } from '../caller';

/** GET cost-estimate and GET cost-estimate/pdf (issue 38 §1), for a member of the signed-in family by suffix. */
const costEstimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.costEstimate,
    {
      schema: {
        tags: ['cost-estimate'],
        querystring: CostEstimateQuery,
        response: { 200: CostEstimateResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => app.services.costEstimate.get(getCaller(request), request.query),
  );
  app.get(
    API_PATHS.costEstimatePdf,
    {
      schema: {
        tags: ['cost-estimate'],
        description: 'The estimate as application/pdf, its first 20 providers.',
        querystring: CostEstimateQuery,
        // Fastify sends a Buffer as it is; the schema only documents the call.
        response: { 200: z.any().describe('application/pdf'), 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { pdf, serviceCode } = await app.services.costEstimate.getPdf(
        getCaller(request),
        request.query,
        requestLocale(request),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="cost-estimate-${serviceCode}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};

export default costEstimateRoutes;

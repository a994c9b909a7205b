import { API_PATHS, ApiError, ClaimDetail, ClaimPage, ClaimParams, ClaimsQuery } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET claims (filters, page, size) and GET claims/{claimNumber} (document 2 §7; the shapes are ours). */
const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.claims,
    {
      schema: {
        tags: ['claims'],
        querystring: ClaimsQuery,
        response: { 200: ClaimPage, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => app.services.claims.list(getCaller(request), request.query),
  );
  app.get(
    API_PATHS.claimDetail,
    {
      schema: {
        tags: ['claims'],
        params: ClaimParams,
        response: { 200: ClaimDetail, 404: ApiError },
      },
    },
    async (request) => app.services.claims.get(getCaller(request), request.params.claimNumber),
  );
};

export default claimRoutes;

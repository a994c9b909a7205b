import { API_PATHS, ApiError, PcpSearchPaging, PcpSearchRequest, PcpSearchResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/**
 * POST pcp/search {members, radius, zip, searchString}, size and page in the query (document 2 §7,
 * §9): primary-care providers near the ZIP code, nearest first. A read, so staff sessions may call it
 * (plugins/staff-writes.ts).
 */
const pcpSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.pcpSearch,
    {
      schema: {
        tags: ['pcp'],
        body: PcpSearchRequest,
        querystring: PcpSearchPaging,
        response: { 200: PcpSearchResponse, 400: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request) =>
      app.services.findCare.search(getCaller(request), { ...request.body, ...request.query }),
  );
};

export default pcpSearchRoutes;

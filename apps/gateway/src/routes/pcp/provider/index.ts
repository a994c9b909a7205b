import { API_PATHS, ApiError, PcpProviderQuery, Provider } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/** GET pcp/provider?providerId= (document 2 §7); 404 means the provider is absent (§8). */
const pcpProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.pcpProvider,
    {
      schema: {
        tags: ['pcp'],
        querystring: PcpProviderQuery,
        response: { 200: Provider, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => app.services.findCare.getProvider(getCaller(request), request.query.providerId),
  );
};

export default pcpProviderRoutes;

import {
  API_PATHS,
  ApiError,
  ServiceDetail,
  ServiceDetailParams,
  ServiceDetailQuery,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/** GET benefits/services/{category}/{serviceId}?suffix: the service detail of document 2 §3. */
const serviceDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.benefitsServiceDetail,
    {
      schema: {
        tags: ['benefits'],
        params: ServiceDetailParams,
        querystring: ServiceDetailQuery,
        response: { 200: ServiceDetail, 400: ApiError, 404: ApiError },
      },
    },
    async (request) =>
      app.services.benefits.getServiceDetail(getCaller(request), request.params, request.query),
  );
};

export default serviceDetailRoutes;

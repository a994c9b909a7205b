import { API_PATHS, ApiError, ConnectedAppParams, ConnectedApps } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCaller } from '../../caller';

/** The apps the member has connected to the Patient Access API, and disconnecting one (issue 18). */
const connectedAppRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.connectedApps,
    { schema: { tags: ['account'], response: { 200: ConnectedApps, 404: ApiError } } },
    async (request) => app.services.smartAuthorization.listApps(getCaller(request)),
  );
  app.delete(
    API_PATHS.connectedApp,
    {
      schema: {
        tags: ['account'],
        params: ConnectedAppParams,
        response: { 204: z.null(), 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      await app.services.smartAuthorization.revokeApp(getCaller(request), request.params.grantId);
      return reply.code(204).send(null);
    },
  );
};

export default connectedAppRoutes;

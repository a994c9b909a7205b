import { API_PATHS, ApiError, StaffOutbox, StaffOutboxQuery } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../require-auth';

/** GET staff/outbox (issue 36 point 3): the brand's messages for support staff, failed ones by ?status=failed. */
const staffOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listOutbox } = app.services.staffOutbox;

  app.get(
    API_PATHS.staffOutbox,
    {
      config: { auth: 'temporary' },
      schema: {
        tags: ['sign-in'],
        description: 'The brand’s e-mail outbox for support staff: newest first, by state.',
        querystring: StaffOutboxQuery,
        response: { 200: StaffOutbox, 403: ApiError },
      },
    },
    async (request) => listOutbox(request.query, requireAuth(request.auth), request.ip),
  );
};

export default staffOutboxRoutes;

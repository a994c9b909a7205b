import { getServerMessageText } from '@dash/domain';
import { API_PATHS, ApiError, PcpSelectRequest, PcpSelectResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../../request-locale';
import { getCaller } from '../../caller';

/**
 * POST pcp/select {pcpSelectList [memberKey, effectiveDate mm/dd/yyyy], providerId, email}
 * (document 2 §5, §7): text response.
 */
const pcpSelectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.pcpSelect,
    {
      schema: {
        tags: ['pcp'],
        body: PcpSelectRequest,
        response: { 200: PcpSelectResponse, 400: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const done = await app.services.findCare.select(getCaller(request), request.body);
      // Text, as document 2 §7 says; checked against the contract here (Fastify sends text as it is).
      return reply
        .type('text/plain')
        .send(PcpSelectResponse.parse(getServerMessageText(done, requestLocale(request))));
    },
  );
};

export default pcpSelectRoutes;

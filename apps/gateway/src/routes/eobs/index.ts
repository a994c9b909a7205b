import { CLAIM_TEXTS } from '@dash/domain';
import { API_PATHS, ApiError, EobPage, EobParams, EobsQuery } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../request-locale';
import { getCaller } from '../caller';

/** GET eobs and GET eobs/{id}/pdf, for subscribers only (document 2 §6, §7). */
const eobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.eobs,
    {
      schema: {
        tags: ['eobs'],
        querystring: EobsQuery,
        response: { 200: EobPage, 400: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request) => app.services.claims.listEobs(getCaller(request), request.query),
  );
  app.get(
    API_PATHS.eobPdf,
    {
      schema: {
        tags: ['eobs'],
        description: 'The EOB as application/pdf.',
        params: EobParams,
        // Fastify sends a Buffer as it is; the schema only documents the call.
        response: { 200: z.any().describe('application/pdf'), 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { pdf, claimNumber } = await app.services.claims.getEobPdf(
        getCaller(request),
        request.params.eobId,
        requestLocale(request),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${CLAIM_TEXTS.pdfFileName(claimNumber)}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};

export default eobRoutes;

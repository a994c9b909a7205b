import { ID_CARD_TEXTS } from '@dash/domain';
import { API_PATHS, ApiError, Flag } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCaller } from '../caller';

/** GET idCard/eligible and GET idCard/view, the pdf (document 2 §7); a blocked card is 403 (§4). */
const idCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { idCard } = app.services;
  app.get(
    API_PATHS.idCardEligible,
    { schema: { tags: ['idCard'], response: { 200: Flag, 404: ApiError } } },
    async (request) => idCard.isEligible(getCaller(request)),
  );
  app.get(
    API_PATHS.idCardView,
    {
      schema: {
        tags: ['idCard'],
        description: 'The ID card as application/pdf.',
        // Fastify sends a Buffer as it is; the schema only documents the call.
        response: { 200: z.any().describe('application/pdf'), 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const pdf = await idCard.getPdf(getCaller(request));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${ID_CARD_TEXTS.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};

export default idCardRoutes;

import { ID_CARD_TEXTS } from '@dash/domain';
import { ApiError, ERROR_CODES, Flag } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors';
import { renderIdCard } from '../../id-card/render-id-card';
import { sessionMemberKey } from '../session-member';

/**
 * GET idCard/eligible and GET idCard/view, the pdf (document 2 §7). A termed member's card is blocked
 * (document 2 §4): 403, which the download turns into the error page.
 */
const idCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberData, idCards, now } = app.services;
  app.get(
    '/api/idCard/eligible',
    { schema: { tags: ['idCard'], response: { 200: Flag, 404: ApiError } } },
    async (request) => memberData.isIdCardEligible(sessionMemberKey(request.auth)),
  );
  app.get(
    '/api/idCard/view',
    {
      schema: {
        tags: ['idCard'],
        description: 'The ID card as application/pdf.',
        // Fastify sends a Buffer as it is; the schema only documents the call.
        response: { 200: z.any().describe('application/pdf'), 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const answer = await idCards.getIdCard(sessionMemberKey(request.auth), request.domainId, now());
      if (answer.kind === 'no-member') throw new NotFoundError('No member for this session.');
      if (answer.kind === 'blocked') {
        return reply.code(403).send({ code: ERROR_CODES.forbidden, message: 'No ID card for this member.' });
      }
      const pdf = await renderIdCard(answer.facts, ID_CARD_TEXTS.title);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${ID_CARD_TEXTS.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};

export default idCardRoutes;

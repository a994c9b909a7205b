import { getServerMessageText, ID_CARD_TEXTS } from '@dash/domain';
import {
  API_PATHS,
  ApiError,
  Flag,
  IdCardContents,
  IdCardEmailRequest,
  IdCardEmailResponse,
  IdCardEmailState,
  IdCardMembers,
  IdCardOrderQuery,
  IdCardOrderResponse,
  IdCardViewQuery,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../plugins/audit-routes';
import { requestLocale } from '../../request-locale';
import { getCaller } from '../caller';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The card itself: whether there is one, whose, and the card as a PDF or as data. */
function cardRoutes(app: App) {
  const { idCard } = app.services;
  app.get(
    API_PATHS.idCardEligible,
    { schema: { tags: ['idCard'], response: { 200: Flag, 404: ApiError } } },
    async (request) => idCard.isEligible(getCaller(request)),
  );
  app.get(
    API_PATHS.idCardMembers,
    { schema: { tags: ['idCard'], response: { 200: IdCardMembers, 404: ApiError } } },
    async (request) => idCard.listMembers(getCaller(request)),
  );
  app.get(
    API_PATHS.idCardView,
    {
      schema: {
        tags: ['idCard'],
        description: 'The ID card as application/pdf: the caller’s own, or a family member’s by suffix.',
        querystring: IdCardViewQuery,
        // Fastify sends a Buffer as it is; the schema only documents the call.
        response: { 200: z.any().describe('application/pdf'), 403: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const pdf = await idCard.getPdf(getCaller(request), request.query.suffix);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${ID_CARD_TEXTS.fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
  app.get(
    API_PATHS.idCardContent,
    {
      schema: {
        tags: ['idCard'],
        description:
          'The ID card’s content as data (the HTML page of the pdf): the caller’s own, or a family member’s by suffix.',
        querystring: IdCardViewQuery,
        response: { 200: IdCardContents, 403: ApiError, 404: ApiError },
      },
    },
    async (request) => idCard.getContents(getCaller(request), request.query.suffix),
  );
}

/** The card sent: by e-mail (and where that e-mail is), or printed and posted. */
function orderRoutes(app: App) {
  const { idCard } = app.services;
  app.post(
    API_PATHS.idCardEmail,
    {
      schema: {
        tags: ['idCard'],
        body: IdCardEmailRequest,
        response: { 200: IdCardEmailResponse, 403: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => idCard.emailCard(getCaller(request), request.body.suffix),
  );
  app.get(
    API_PATHS.idCardEmail,
    {
      schema: {
        tags: ['idCard'],
        description:
          'The latest ID card e-mail the member asked for and where it is (queued, retrying, sent, kept, failed).',
        response: { 200: IdCardEmailState },
      },
    },
    async (request) => idCard.getEmailState(getCaller(request)),
  );
  app.get(
    API_PATHS.idCardRequest,
    {
      schema: {
        tags: ['idCard'],
        description: 'Orders a printed card: once per member, category and day; members only.',
        querystring: IdCardOrderQuery,
        response: { 200: IdCardOrderResponse, 400: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const caller = getCaller(request);
      const confirmation = await idCard.orderCard(caller, request.query);
      // A GET that writes: the audit plugin records non-GET writes, so this one is recorded here.
      app.audit.record({
        action: AUDIT_ACTIONS.write,
        actorAccountId: caller.session.accountId,
        targetMemberKey: caller.session.memberKey,
        clientAddress: request.ip,
        detail: {
          method: 'GET',
          route: API_PATHS.idCardRequest,
          status: 200,
          fields: ['category', 'suffix'],
        },
        occurredAt: app.services.now(),
      });
      // The confirmation is shown as it is: in the request's language (issue 17), like the error envelope.
      return getServerMessageText(confirmation, requestLocale(request));
    },
  );
}

/**
 * GET idCard/eligible, GET idCard/view (the pdf), POST idCard/email and GET idCard/request (document 2
 * §7), GET idCard/members, the page's list of cards (one per family member, §2), and GET
 * idCard/content, a card's words as data for its HTML page (issue 17); a blocked card is 403 (§4), a
 * suffix outside the family 404.
 */
const idCardRoutes: FastifyPluginAsyncZod = async (app) => {
  cardRoutes(app);
  orderRoutes(app);
};

export default idCardRoutes;

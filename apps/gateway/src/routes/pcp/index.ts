import { getPlanIsoDate } from '@dash/domain';
import { ApiError, CityOfPortlandDueDate, PcpEligibility, PcpMemberList } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionMemberKey } from '../session-member';

/** GET pcp/members, pcp/eligibility and pcp/city-of-portland (document 2 §7), for the member's family. */
const pcpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { care, now } = app.services;
  app.get(
    '/api/pcp/members',
    { schema: { tags: ['pcp'], response: { 200: PcpMemberList, 404: ApiError } } },
    async (request) => care.listPcpMembers(sessionMemberKey(request.auth)),
  );
  app.get(
    '/api/pcp/eligibility',
    { schema: { tags: ['pcp'], response: { 200: PcpEligibility, 404: ApiError } } },
    async (request) => care.getPcpEligibility(sessionMemberKey(request.auth), getPlanIsoDate(now())),
  );
  // Text, as document 2 §7 says; empty text when no due date is known, so the screen shows its
  // "information unavailable" card instead of the error page (document 2 §8).
  app.get(
    '/api/pcp/city-of-portland',
    { schema: { tags: ['pcp'], response: { 200: CityOfPortlandDueDate, 404: ApiError } } },
    async (request, reply) => {
      const dueDate = await care.getPreventiveCareDueDate(sessionMemberKey(request.auth));
      // Fastify sends text as it is, past the response schema: the contract is checked here instead.
      return reply.type('text/plain').send(CityOfPortlandDueDate.parse(dueDate ?? ''));
    },
  );
};

export default pcpRoutes;

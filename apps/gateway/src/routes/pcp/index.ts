import { API_PATHS, ApiError, CityOfPortlandDueDate, PcpEligibility, PcpMemberList } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET pcp/members, pcp/eligibility and pcp/city-of-portland (document 2 §7), for the member's family. */
const pcpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pcp } = app.services;
  app.get(
    API_PATHS.pcpMembers,
    { schema: { tags: ['pcp'], response: { 200: PcpMemberList, 404: ApiError } } },
    async (request) => pcp.listMembers(getCaller(request)),
  );
  app.get(
    API_PATHS.pcpEligibility,
    { schema: { tags: ['pcp'], response: { 200: PcpEligibility, 404: ApiError } } },
    async (request) => pcp.getEligibility(getCaller(request)),
  );
  // Text, as document 2 §7 says.
  app.get(
    API_PATHS.cityOfPortland,
    { schema: { tags: ['pcp'], response: { 200: CityOfPortlandDueDate, 404: ApiError } } },
    async (request, reply) => {
      const dueDate = await pcp.getPreventiveCareDueDate(getCaller(request));
      // Fastify sends text as it is, past the response schema: the contract is checked here instead.
      return reply.type('text/plain').send(CityOfPortlandDueDate.parse(dueDate));
    },
  );
};

export default pcpRoutes;

import { GROUP_SELECTION_TEXTS, getPlanIsoDate } from '@dash/domain';
import {
  ApiError,
  ERROR_CODES,
  GroupDetailList,
  GroupDetailQuery,
  GroupList,
  GroupSelectionRequest,
  GroupSelectionResponse,
  LoginGroup,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../require-auth';

const notFound = { code: ERROR_CODES.notFound, message: GROUP_SELECTION_TEXTS.notFound };

/**
 * GET groups, groups/individual, group-detail and POST group-selection (document 1 §3, §4, §7).
 * They take the mid-login temporary token (/group-selection) and the session token (/select-group),
 * and only ever read the groups of the token's own account.
 */
const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { groups, sessions, openMemberSession, now } = app.services;

  app.get(
    '/api/groups',
    { config: { auth: 'any' }, schema: { tags: ['groups'], response: { 200: GroupList } } },
    async (request) =>
      groups.listAccountGroups(requireAuth(request.auth).session.accountId, getPlanIsoDate(now())),
  );

  app.get(
    '/api/groups/individual',
    { config: { auth: 'any' }, schema: { tags: ['groups'], response: { 200: LoginGroup, 404: ApiError } } },
    async (request, reply) => {
      const { session } = requireAuth(request.auth);
      const all = await groups.listAccountGroups(session.accountId, getPlanIsoDate(now()));
      const own = all.find((group) => group.memberKey === session.memberKey);
      return own ?? reply.code(404).send(notFound);
    },
  );

  app.get(
    '/api/group-detail',
    {
      config: { auth: 'any' },
      schema: {
        tags: ['groups'],
        querystring: GroupDetailQuery,
        response: { 200: GroupDetailList, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { session } = requireAuth(request.auth);
      const details = await groups.listGroupDetails(
        session.accountId,
        session.memberKey,
        getPlanIsoDate(now()),
      );
      const { groupId } = request.query;
      if (groupId === undefined) return details;
      const chosen = details.filter((group) => group.groupId === groupId);
      return chosen.length > 0 ? chosen : reply.code(404).send(notFound);
    },
  );

  app.post(
    '/api/group-selection',
    {
      config: { auth: 'any' },
      schema: {
        tags: ['groups'],
        body: GroupSelectionRequest,
        response: { 200: GroupSelectionResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { claims, session } = requireAuth(request.auth);
      if (request.body.domain !== claims.domainId) {
        return reply
          .code(400)
          .send({ code: ERROR_CODES.badRequest, message: 'The domain is not the brand of this sign-in.' });
      }
      if (session.memberKey === null) return reply.code(404).send(notFound);
      const target = await groups.findAccountMemberInGroup(
        session.accountId,
        request.body.groupId,
        claims.domainId,
      );
      if (!target) return reply.code(404).send(notFound);
      // A new token of the same kind for the account's member in that group; the old one stops working.
      const opened = await openMemberSession(
        {
          accountId: session.accountId,
          memberKey: target.memberKey,
          role: claims.role,
          issuedByRole: claims.issuedByRole,
          issuedByAccountId: session.issuedByAccountId,
          domainId: claims.domainId,
          chosenGroupId: target.groupId,
          preventSalesPlatform: session.preventSalesPlatform,
        },
        session.kind,
      );
      await sessions.revoke(session.sessionId, now());
      return opened;
    },
  );
};

export default groupRoutes;

import {
  ApiError,
  ERROR_CODES,
  Preferences,
  PreferencesUpdate,
  RelevantPreferencesResponse,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../require-auth';

const NO_MEMBER = { code: ERROR_CODES.notFound, message: 'No preferences for this member.' } as const;

/**
 * GET/PUT account/preferences and GET account/relevant-preferences (document 1 §3, §7). Mid-login
 * (/update-preferences) and signed-in alike, so either token; always the session's own member.
 */
const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { preferences, now } = app.services;
  const memberOf = (auth: Parameters<typeof requireAuth>[0]) => requireAuth(auth).session.memberKey;

  app.get(
    '/api/account/preferences',
    { config: { auth: 'any' }, schema: { tags: ['account'], response: { 200: Preferences, 404: ApiError } } },
    async (request, reply) => {
      const memberKey = memberOf(request.auth);
      const stored = memberKey ? await preferences.get(memberKey) : null;
      return stored ?? reply.code(404).send(NO_MEMBER);
    },
  );

  app.put(
    '/api/account/preferences',
    {
      config: { auth: 'any' },
      schema: { tags: ['account'], body: PreferencesUpdate, response: { 200: Preferences, 404: ApiError } },
    },
    async (request, reply) => {
      const memberKey = memberOf(request.auth);
      const saved = memberKey ? await preferences.update(memberKey, request.body, now()) : null;
      return saved ?? reply.code(404).send(NO_MEMBER);
    },
  );

  app.get(
    '/api/account/relevant-preferences',
    {
      config: { auth: 'any' },
      schema: { tags: ['account'], response: { 200: RelevantPreferencesResponse, 404: ApiError } },
    },
    async (request, reply) => {
      const memberKey = memberOf(request.auth);
      const relevant = memberKey ? await preferences.getRelevant(memberKey) : null;
      return relevant ?? reply.code(404).send(NO_MEMBER);
    },
  );
};

export default preferencesRoutes;

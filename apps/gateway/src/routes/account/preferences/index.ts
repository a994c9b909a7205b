import { API_PATHS, ApiError, Preferences, PreferencesUpdate } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/**
 * GET/PUT account/preferences (document 1 §3, §7). Mid-login (/update-preferences) and signed-in
 * alike, so either token; always the session's own member.
 */
const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { preferences } = app.services;

  app.get(
    API_PATHS.preferences,
    { config: { auth: 'any' }, schema: { tags: ['account'], response: { 200: Preferences, 404: ApiError } } },
    async (request) => preferences.get(getCaller(request)),
  );

  app.put(
    API_PATHS.preferences,
    {
      config: { auth: 'any' },
      schema: { tags: ['account'], body: PreferencesUpdate, response: { 200: Preferences, 404: ApiError } },
    },
    async (request) => preferences.update(getCaller(request), request.body),
  );
};

export default preferencesRoutes;

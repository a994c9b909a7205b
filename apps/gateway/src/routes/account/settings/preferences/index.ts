import {
  API_PATHS,
  ApiError,
  SettingsPreferencesResponse,
  SettingsPreferencesUpdate,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../../caller';
import { readIfMatch, sendEntityTag } from '../../../entity-tag';

/**
 * GET/PUT account/settings/preferences: the settings page's communication preferences (the rules of
 * /update-preferences) with their version (also as the ETag), so a save from a stale tab is refused: 412 on a stale If-Match,
 * 409 on a stale body version without one (decisions 012, 019).
 */
const settingsPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountSettings } = app.services;

  app.get(
    API_PATHS.settingsPreferences,
    { schema: { tags: ['account'], response: { 200: SettingsPreferencesResponse, 404: ApiError } } },
    async (request, reply) => {
      const preferences = await accountSettings.getPreferences(getCaller(request));
      sendEntityTag(reply, preferences.version);
      return preferences;
    },
  );

  app.put(
    API_PATHS.settingsPreferences,
    {
      schema: {
        tags: ['account'],
        body: SettingsPreferencesUpdate,
        response: {
          200: SettingsPreferencesResponse,
          400: ApiError,
          404: ApiError,
          409: ApiError,
          412: ApiError,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = readIfMatch(request.headers['if-match']);
      const preferences = await accountSettings.updatePreferences(getCaller(request), request.body, ifMatch);
      sendEntityTag(reply, preferences.version);
      return preferences;
    },
  );
};

export default settingsPreferencesRoutes;

import {
  API_PATHS,
  ApiError,
  SettingsPreferencesResponse,
  SettingsPreferencesUpdate,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../../caller';

/**
 * GET/PUT account/settings/preferences: the settings page's communication preferences (the rules of
 * /update-preferences) with their version, so a save from a stale tab is refused (decision 012).
 */
const settingsPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountSettings } = app.services;

  app.get(
    API_PATHS.settingsPreferences,
    { schema: { tags: ['account'], response: { 200: SettingsPreferencesResponse, 404: ApiError } } },
    async (request) => accountSettings.getPreferences(getCaller(request)),
  );

  app.put(
    API_PATHS.settingsPreferences,
    {
      schema: {
        tags: ['account'],
        body: SettingsPreferencesUpdate,
        response: { 200: SettingsPreferencesResponse, 400: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => accountSettings.updatePreferences(getCaller(request), request.body),
  );
};

export default settingsPreferencesRoutes;

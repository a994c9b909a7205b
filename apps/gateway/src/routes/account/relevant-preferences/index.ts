import { API_PATHS, ApiError, RelevantPreferencesResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/** GET account/relevant-preferences (document 1 §3, §7): the preferences the member is asked for. */
const relevantPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.relevantPreferences,
    {
      config: { auth: 'any' },
      schema: { tags: ['account'], response: { 200: RelevantPreferencesResponse, 404: ApiError } },
    },
    async (request) => app.services.preferences.getRelevant(getCaller(request)),
  );
};

export default relevantPreferencesRoutes;

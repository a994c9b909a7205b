import { API_PATHS, ApiError, SecurityAnswersUpdate, SecurityQuestionsResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/**
 * PUT security-answers (document 1 §5, §7): new answers after the current password, from the current
 * version only (decision 012). Never from a staff session (staff policy).
 */
const securityAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountSettings } = app.services;

  app.put(
    API_PATHS.securityAnswers,
    {
      schema: {
        tags: ['account'],
        body: SecurityAnswersUpdate,
        response: {
          200: SecurityQuestionsResponse,
          400: ApiError,
          403: ApiError,
          409: ApiError,
          429: ApiError,
        },
      },
    },
    async (request) => accountSettings.updateSecurityAnswers(getCaller(request), request.body),
  );
};

export default securityAnswerRoutes;

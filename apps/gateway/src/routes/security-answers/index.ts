import { API_PATHS, ApiError, SecurityAnswersUpdate, SecurityQuestionsResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';
import { readIfMatch, sendEntityTag } from '../entity-tag';

/**
 * PUT security-answers (document 1 §5, §7): new answers after the current password, from the current
 * version only: If-Match (412 when stale) or, without it, the body's (409) (decisions 012, 019). Never from a staff session (staff policy).
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
          412: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = readIfMatch(request.headers['if-match']);
      const questions = await accountSettings.updateSecurityAnswers(
        getCaller(request),
        request.body,
        ifMatch,
      );
      sendEntityTag(reply, questions.version);
      return questions;
    },
  );
};

export default securityAnswerRoutes;

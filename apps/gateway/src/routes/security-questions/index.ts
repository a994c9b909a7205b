import { API_PATHS, ApiError, SecurityQuestionsResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';
import { sendEntityTag } from '../entity-tag';

/** GET security-questions (document 1 §7): the questions, which ones the account answered, its username;
 * the answers' version also as the ETag a PUT security-answers names in If-Match (decision 019). */
const securityQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountSettings } = app.services;

  app.get(
    API_PATHS.securityQuestions,
    { schema: { tags: ['account'], response: { 200: SecurityQuestionsResponse, 404: ApiError } } },
    async (request, reply) => {
      const questions = await accountSettings.getSecurityQuestions(getCaller(request));
      sendEntityTag(reply, questions.version);
      return questions;
    },
  );
};

export default securityQuestionRoutes;

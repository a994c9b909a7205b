import { API_PATHS, ApiError, SecurityQuestionsResponse } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET security-questions (document 1 §7): the questions, which ones the account answered, its username. */
const securityQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountSettings } = app.services;

  app.get(
    API_PATHS.securityQuestions,
    { schema: { tags: ['account'], response: { 200: SecurityQuestionsResponse, 404: ApiError } } },
    async (request) => accountSettings.getSecurityQuestions(getCaller(request)),
  );
};

export default securityQuestionRoutes;

import { AccountLanguage, AccountLanguageUpdate, API_PATHS, ApiError } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/**
 * PUT account/language (issue 17): keeps the language the member chose with the shell's switch for
 * their next sign-in; GET shell reads it back. Session token only; staff sessions are refused by the
 * staff policy like every preference write, audited and throttled per account like the account area's writes.
 */
const accountLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountLanguage } = app.services;

  app.put(
    API_PATHS.accountLanguage,
    {
      schema: {
        tags: ['account'],
        body: AccountLanguageUpdate,
        response: { 200: AccountLanguage, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => accountLanguage.save(getCaller(request), request.body.language),
  );
};

export default accountLanguageRoutes;

import {
  API_PATHS,
  ApiError,
  SmartAuthorizationRequest,
  SmartConsentDecision,
  SmartConsentResult,
  SmartConsentView,
} from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/**
 * The consent screen's calls (issue 18): the member, signed in with the dashboard's own sign-in,
 * reads which app asks for what, and answers. A member session only; a login-as session is refused.
 */
const smartConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.smartAuthorizationRequest,
    {
      schema: {
        tags: ['smart'],
        querystring: SmartAuthorizationRequest,
        response: { 200: SmartConsentView, 400: ApiError, 403: ApiError },
      },
    },
    async (request) => app.services.smartAuthorization.describe(getCaller(request), request.query),
  );
  app.post(
    API_PATHS.smartConsent,
    {
      schema: {
        tags: ['smart'],
        body: SmartConsentDecision,
        response: { 200: SmartConsentResult, 400: ApiError, 403: ApiError },
      },
    },
    async (request) => app.services.smartAuthorization.decide(getCaller(request), request.body),
  );
};

export default smartConsentRoutes;

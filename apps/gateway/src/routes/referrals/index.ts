import { API_PATHS, ApiError, Flag, ReferralMetadata, ReferralPage, ReferralsQuery } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/** GET referrals (page, size, filters), referrals/metadata and referrals/hasReferrals (document 2 §7). */
const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const { referrals } = app.services;
  app.get(
    API_PATHS.referrals,
    {
      schema: {
        tags: ['referrals'],
        querystring: ReferralsQuery,
        response: { 200: ReferralPage, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => referrals.list(getCaller(request), request.query),
  );
  app.get(
    API_PATHS.referralMetadata,
    { schema: { tags: ['referrals'], response: { 200: ReferralMetadata, 404: ApiError } } },
    async (request) => referrals.getMetadata(getCaller(request)),
  );
  app.get(
    API_PATHS.hasReferrals,
    { schema: { tags: ['referrals'], response: { 200: Flag, 404: ApiError } } },
    async (request) => referrals.hasReferrals(getCaller(request)),
  );
};

export default referralRoutes;

import { AddressResponse, AddressUpdate, API_PATHS, ApiError } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';
import { readIfMatch, sendEntityTag } from '../../entity-tag';

/**
 * GET/PUT account/address (document 1 §7; document 2 §3): the signed-in member's family address with
 * its version (also as its ETag); only the subscriber changes it, and only from the current version,
 * named by If-Match (412 when stale) or, without it, by the body (409) (decisions 012, 019).
 */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountSettings } = app.services;

  app.get(
    API_PATHS.accountAddress,
    { schema: { tags: ['account'], response: { 200: AddressResponse, 404: ApiError } } },
    async (request, reply) => {
      const address = await accountSettings.getAddress(getCaller(request));
      sendEntityTag(reply, address.version);
      return address;
    },
  );

  app.put(
    API_PATHS.accountAddress,
    {
      schema: {
        tags: ['account'],
        body: AddressUpdate,
        response: {
          200: AddressResponse,
          400: ApiError,
          403: ApiError,
          404: ApiError,
          409: ApiError,
          412: ApiError,
        },
      },
    },
    async (request, reply) => {
      const ifMatch = readIfMatch(request.headers['if-match']);
      const address = await accountSettings.updateAddress(getCaller(request), request.body, ifMatch);
      sendEntityTag(reply, address.version);
      return address;
    },
  );
};

export default addressRoutes;

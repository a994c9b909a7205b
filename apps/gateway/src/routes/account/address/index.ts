import { AddressResponse, AddressUpdate, API_PATHS, ApiError } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../../caller';

/**
 * GET/PUT account/address (document 1 §7; document 2 §3): the signed-in member's family address with
 * its version; only the subscriber changes it, and only from the current version (decision 012).
 */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountSettings } = app.services;

  app.get(
    API_PATHS.accountAddress,
    { schema: { tags: ['account'], response: { 200: AddressResponse, 404: ApiError } } },
    async (request) => accountSettings.getAddress(getCaller(request)),
  );

  app.put(
    API_PATHS.accountAddress,
    {
      schema: {
        tags: ['account'],
        body: AddressUpdate,
        response: { 200: AddressResponse, 400: ApiError, 403: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => accountSettings.updateAddress(getCaller(request), request.body),
  );
};

export default addressRoutes;

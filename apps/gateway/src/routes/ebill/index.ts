import { API_PATHS, ApiError, EbillLink, EbillRegistration, Flag } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EBILL_FLAGS } from '../../services/ebill/ebill-service';
import { getCaller } from '../caller';

/**
 * GET ebill/hasEbill, ebill/ebillRegistered and ebill/showEbillAlert (document 2 §7): one flag each;
 * GET ebill/link, the eBill address built here; PUT ebill/registerEbillUser. No eBill, a termed
 * member or the partner brand: 404 (§6).
 */
const ebillRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const flag of EBILL_FLAGS) {
    app.get(
      API_PATHS[flag],
      { schema: { tags: ['ebill'], response: { 200: Flag, 404: ApiError } } },
      async (request) => app.services.ebill.getFlag(getCaller(request), flag),
    );
  }
  app.get(
    API_PATHS.ebillLink,
    { schema: { tags: ['ebill'], response: { 200: EbillLink, 404: ApiError } } },
    // The way back to the dashboard is the host the member came to (its brand).
    async (request) =>
      app.services.ebill.getLink(getCaller(request), `${request.protocol}://${request.host}`),
  );
  app.put(
    API_PATHS.registerEbillUser,
    { schema: { tags: ['ebill'], response: { 200: EbillRegistration, 403: ApiError, 404: ApiError } } },
    async (request) => app.services.ebill.register(getCaller(request)),
  );
};

export default ebillRoutes;

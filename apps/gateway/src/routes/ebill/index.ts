import { API_PATHS, ApiError, Flag } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EBILL_FLAGS } from '../../services/ebill/ebill-service';
import { getCaller } from '../caller';

/** GET ebill/hasEbill, ebill/ebillRegistered and ebill/showEbillAlert (document 2 §7): one flag each. */
const ebillRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const flag of EBILL_FLAGS) {
    app.get(
      API_PATHS[flag],
      { schema: { tags: ['ebill'], response: { 200: Flag, 404: ApiError } } },
      async (request) => app.services.ebill.getFlag(getCaller(request), flag),
    );
  }
};

export default ebillRoutes;

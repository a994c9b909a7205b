import { API_PATHS, ApiError, ShellContext } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCaller } from '../caller';

/**
 * GET shell: the facts the application shell computes its menus, global alert, data layer and
 * /select-group link from (document 1 §2, §6, §7; document 2 §4, §6). Session token only.
 */
const shellRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.shell,
    { schema: { tags: ['shell'], response: { 200: ShellContext, 404: ApiError } } },
    async (request) => app.services.shell.getShellContext(getCaller(request)),
  );
};

export default shellRoutes;

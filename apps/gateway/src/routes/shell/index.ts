import { ApiError, ERROR_CODES, ShellContext } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../require-auth';

/**
 * GET shell: the facts the application shell computes its menus, global alert, data layer and
 * /select-group link from (document 1 §2, §6, §7; document 2 §4, §6). Session token only; the
 * answer is always the session's own member.
 */
const shellRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shell, now } = app.services;
  app.get(
    '/api/shell',
    { schema: { tags: ['shell'], response: { 200: ShellContext, 404: ApiError } } },
    async (request, reply) => {
      const { session, claims } = requireAuth(request.auth);
      const context = await shell.getShellContext(session, claims, now());
      if (!context)
        return reply.code(404).send({ code: ERROR_CODES.notFound, message: 'No member for this session.' });
      return context;
    },
  );
};

export default shellRoutes;

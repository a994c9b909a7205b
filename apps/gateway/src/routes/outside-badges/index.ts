import { Accreditation, API_PATHS, ApiError, ChatConfig } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../request-locale';
import { LOCAL_ACCREDITATION_LOGO, LOCAL_CHAT_SCRIPT } from '../../services/outside/local-stand-ins';
import { requireAuth } from '../require-auth';

/**
 * The quality-accreditation badge, the chat configuration (services/outside) and the local
 * stand-ins' static files: the accreditation seal and the chat vendor's script.
 */
const outsideBadgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { outsideBadges } = app.services;

  app.get(
    API_PATHS.accreditation,
    {
      config: { auth: 'none' },
      schema: { tags: ['shell'], response: { 200: Accreditation, 503: ApiError } },
    },
    // The stand-in's description in the request's language (issue 17); a vendor's words come as they are.
    async (request) => outsideBadges.getAccreditation(requestLocale(request)),
  );

  app.get(
    API_PATHS.accreditationLogo,
    { config: { auth: 'none' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(LOCAL_ACCREDITATION_LOGO),
  );

  app.get(
    API_PATHS.chatScript,
    { config: { auth: 'none' }, schema: { hide: true } },
    async (_request, reply) =>
      // Under /api/, so never cached (security headers): a stand-in is small and changes with the gateway.
      reply.type('text/javascript; charset=utf-8').send(LOCAL_CHAT_SCRIPT),
  );

  app.get(
    API_PATHS.chatConfig,
    { schema: { tags: ['shell'], response: { 200: ChatConfig, 404: ApiError, 503: ApiError } } },
    async (request) => {
      const { session } = requireAuth(request.auth);
      return outsideBadges.getChatConfig(session.memberKey);
    },
  );
};

export default outsideBadgeRoutes;

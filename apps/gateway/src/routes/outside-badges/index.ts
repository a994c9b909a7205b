import { Accreditation, ApiError, ChatConfig, ERROR_CODES } from '@dash/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../require-auth';
import {
  ACCREDITATION_LOGO_PATH,
  ACCREDITATION_PATH,
  CHAT_CONFIG_PATH,
  CHAT_SCRIPT_PATH,
  CHAT_VENDOR_PATH,
  fetchOutside,
  isLocalDefault,
  LOCAL_ACCREDITATION,
  LOCAL_ACCREDITATION_LOGO,
  LOCAL_CHAT_SCRIPT,
} from './local-defaults';

const UNAVAILABLE = { code: ERROR_CODES.unavailable, message: 'The outside service did not answer.' };

/**
 * The quality-accreditation badge and the chat configuration (document 1 §3, §7): each comes from a
 * configured address (ACCREDITATION_URL, CHAT_CONFIG_URL). At the default address the gateway
 * answers with its local stand-in; any other address is called from here, so the browser talks only
 * to the gateway.
 */
const outsideBadgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, shell } = app.services;

  app.get(
    ACCREDITATION_PATH,
    {
      config: { auth: 'none' },
      schema: { tags: ['shell'], response: { 200: Accreditation, 503: ApiError } },
    },
    async (_request, reply) => {
      if (isLocalDefault(config.outside.accreditation, ACCREDITATION_PATH)) return LOCAL_ACCREDITATION;
      const answer = await fetchOutside(config.outside.accreditation, Accreditation);
      return answer ?? reply.code(503).send(UNAVAILABLE);
    },
  );

  app.get(
    ACCREDITATION_LOGO_PATH,
    { config: { auth: 'none' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(LOCAL_ACCREDITATION_LOGO),
  );

  app.get(CHAT_SCRIPT_PATH, { config: { auth: 'none' }, schema: { hide: true } }, async (_request, reply) =>
    // Under /api/, so never cached (security headers): a stand-in is small and changes with the gateway.
    reply.type('text/javascript; charset=utf-8').send(LOCAL_CHAT_SCRIPT),
  );

  app.get(
    CHAT_CONFIG_PATH,
    { schema: { tags: ['shell'], response: { 200: ChatConfig, 404: ApiError, 503: ApiError } } },
    async (request, reply) => {
      const { session } = requireAuth(request.auth);
      const local = session.memberKey ? await shell.getChatConfig(session.memberKey) : null;
      if (isLocalDefault(config.outside.chatConfig, CHAT_CONFIG_PATH)) {
        if (!local) {
          return reply.code(404).send({ code: ERROR_CODES.notFound, message: 'No chat for this member.' });
        }
        // The family's settings, at this deployment's vendor. The stand-in is named by its path: the
        // browser resolves it against the page, so a proxy in front (https, another host) changes nothing.
        return { ...local, host: config.outside.chatVendor ?? CHAT_VENDOR_PATH };
      }
      const address = new URL(config.outside.chatConfig);
      if (local?.mappedGroupId) address.searchParams.set('groupId', local.mappedGroupId);
      const answer = await fetchOutside(address.toString(), ChatConfig);
      return answer ?? reply.code(503).send(UNAVAILABLE);
    },
  );
};

export default outsideBadgeRoutes;

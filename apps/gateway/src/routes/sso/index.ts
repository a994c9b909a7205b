import { OutsideConfig, SalesPlatformSsoForm } from '@dash/domain/api';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyToken } from '../../auth/tokens';
import { renderLandingPage } from './landing-page';

const FORM_TYPE = 'application/x-www-form-urlencoded';

export const LANDING_TEXTS = {
  salesPlatform: 'Sales platform sign-on',
  crm: 'CRM sign-on',
  refused: 'The sign-on token was not accepted. Please log in again.',
} as const;

/**
 * The outside systems the post-login flow posts the token to (document 1 §4, the two hidden forms):
 * GET outside-config tells the SPA their addresses; POST sso/sp-salesforce and outside/crm are the
 * local stand-ins, which verify the posted token and say who arrived. The token is single use: the
 * stand-in revokes it, as the real system would once it has opened its own session.
 */
const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, sessions, accounts, now } = app.services;

  // Browsers post these forms url-encoded; this scope reads such bodies with node's URLSearchParams.
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    '/api/outside-config',
    { config: { auth: 'none' }, schema: { tags: ['outside'], response: { 200: OutsideConfig } } },
    async () => ({
      salesPlatformSsoUrl: config.outside.salesPlatformSso,
      salesPlatformTestEnvironment: config.outside.salesPlatformTestEnvironment ?? null,
      crmUrl: config.outside.crm,
    }),
  );

  const landing = (title: string) =>
    async function handler(request: { body: SalesPlatformSsoForm }, reply: FastifyReply) {
      const claims = await verifyToken(request.body.token, config.tokenSecret);
      const session = claims ? await sessions.findActive(claims.sid, now()) : null;
      const details = session?.memberKey ? await accounts.getAccountDetails(session.memberKey) : null;
      const member = details?.members.find((m) => m.memberKey === session?.memberKey);
      reply.type('text/html; charset=utf-8');
      if (!claims || !session || !details || !member) {
        return reply.code(401).send(renderLandingPage(title, [LANDING_TEXTS.refused]));
      }
      await sessions.revoke(session.sessionId, now());
      const lines = [
        `Signed in: ${member.firstName} ${member.lastName}`,
        `Subscriber ID: ${details.subscriberId}`,
        `Group: ${details.groupName} (${details.groupId})`,
      ];
      if (claims.issuedByRole) lines.push(`Opened by support staff (${claims.issuedByRole})`);
      if (request.body.testEnvironment) lines.push(`Test environment: ${request.body.testEnvironment}`);
      return reply.send(renderLandingPage(title, lines));
    };

  const formRoute = {
    config: { auth: 'none' as const },
    schema: { tags: ['outside'], body: SalesPlatformSsoForm },
  };
  app.post('/api/sso/sp-salesforce', formRoute, landing(LANDING_TEXTS.salesPlatform));
  app.post('/api/outside/crm', formRoute, landing(LANDING_TEXTS.crm));
};

export default ssoRoutes;

import { OUTSIDE_TEXTS } from '@dash/domain';
import { API_PATHS, OutsideConfig, SalesPlatformSsoForm } from '@dash/domain/api';
import formBody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../errors';
import { renderLandingPage } from './landing-page';

const LANDING_TEXTS = OUTSIDE_TEXTS.landing;

/**
 * The outside systems the post-login flow posts the token to (document 1 §4, the two hidden forms):
 * GET outside-config tells the SPA their addresses; POST sso/sp-salesforce and outside/crm are the
 * local stand-ins (services/outside), sent as HTML pages because the browser opens them as pages.
 * A refused token is an UnauthorizedError carrying its page, so the one error handler responds to it (401).
 */
const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, signOnStandIn } = app.services;

  // Browsers post these forms url-encoded; they are parsed only in this scope.
  await app.register(formBody);

  app.get(
    API_PATHS.outsideConfig,
    { config: { auth: 'none' }, schema: { tags: ['outside'], response: { 200: OutsideConfig } } },
    async () => ({
      salesPlatformSsoUrl: config.outside.salesPlatformSso,
      salesPlatformTestEnvironment: config.outside.salesPlatformTestEnvironment ?? null,
      crmUrl: config.outside.crm,
    }),
  );

  const landing = (title: string) =>
    async function handler(request: { body: SalesPlatformSsoForm }, reply: FastifyReply) {
      const arrival = await signOnStandIn.arrive(request.body);
      if (!arrival.accepted) {
        throw new UnauthorizedError('outside.signOnRefused', {
          htmlPage: renderLandingPage(title, [LANDING_TEXTS.refused]),
        });
      }
      return reply.type('text/html; charset=utf-8').send(renderLandingPage(title, arrival.lines));
    };

  const formRoute = {
    config: { auth: 'none' as const },
    schema: { tags: ['outside'], body: SalesPlatformSsoForm },
  };
  app.post(API_PATHS.salesPlatformSso, formRoute, landing(LANDING_TEXTS.salesPlatform));
  app.post(API_PATHS.crm, formRoute, landing(LANDING_TEXTS.crm));
};

export default ssoRoutes;

import { API_PATHS } from '@dash/domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthRequirement } from '../app-types';
import { createTokenVerifier } from '../auth/tokens';
import { ForbiddenError, UnauthorizedError } from '../errors';

const BEARER = /^Bearer (\S+)$/i;

/**
 * Resolves the brand from the host, then checks the token every /api route asks for. Routes are
 * closed by default: one that takes no token says `config: { auth: 'none' }`. A refusal is thrown,
 * and the error handler responds 401 or 403.
 */
async function authGuard(app: FastifyInstance) {
  const { config, sessions, now } = app.services;
  const verifyToken = createTokenVerifier(config.tokenSecret);
  app.decorateRequest('domainId', config.defaultDomainId);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.domainId = config.brandHosts[request.hostname.toLowerCase()] ?? config.defaultDomainId;
    // Pages, assets and unknown addresses (the not-found handler responds 404) need no token.
    if (!request.url.startsWith('/api/')) return;
    // Read once: each read of request.routeOptions builds a new object (issue 41 §2).
    const route = request.routeOptions;
    if (route.url === undefined) return;
    const requirement: AuthRequirement = route.config.auth ?? 'session';
    const header = request.headers.authorization;
    if (requirement === 'none' && !header) return;

    const token = header ? BEARER.exec(header)?.[1] : undefined;
    const claims = token ? verifyToken(token) : null;
    const session = claims ? await sessions.findActive(claims.sid, now()) : null;
    if (!claims || !session || claims.domainId !== request.domainId) {
      if (requirement === 'none') return;
      throw new UnauthorizedError('server.sessionEnded');
    }
    request.auth = { claims, session };
    // A use keeps the session from its idle end; noted in memory, written in batches (issue 16).
    await sessions.touch(session, now());
    // Before the second factor (issue 15) the token opens the code routes and sign-out, nothing else.
    const pendingStep = session.mfaPending || claims.pendingStep === 'mfa';
    if (requirement === 'mfa-pending') {
      if (!pendingStep || session.kind !== 'temporary') throw new ForbiddenError('mfa.notPending');
      return;
    }
    if (pendingStep && route.url !== API_PATHS.logout) {
      throw new ForbiddenError('signIn.pendingStep.mfa', { code: 'SIGN_IN_STEP_PENDING' });
    }
    if (requirement === 'temporary' && session.kind !== 'temporary') {
      throw new ForbiddenError('server.needsSignInToken');
    }
    if (requirement === 'session' && session.kind !== 'session') {
      throw new ForbiddenError('server.finishSigningIn');
    }
  });
}

export default fp(authGuard, { name: 'auth-guard' });

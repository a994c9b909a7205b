import type { FastifyInstance } from 'fastify';
import { verifyToken } from '../../src/auth/tokens';
import type { Caller } from '../../src/services/caller';
import { HOST_BY_DOMAIN, sessionToken, type TestDomain } from './sign-in';

/** A persona's caller, as routes/caller.ts builds it, to drive a service directly. */
export async function callerOf(
  app: FastifyInstance,
  username: string,
  domainId: TestDomain = 1,
): Promise<Caller> {
  const token = await sessionToken(app, username, domainId);
  const claims = verifyToken(token, app.services.config.tokenSecret);
  const session = claims ? await app.services.sessions.findActive(claims.sid, app.services.now()) : null;
  if (!claims || !session) throw new Error(`no session for ${username} (${HOST_BY_DOMAIN[domainId]})`);
  return { claims, session, domainId, clientAddress: '127.0.0.1' };
}

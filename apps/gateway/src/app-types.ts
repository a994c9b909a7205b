import type { DomainId } from '@dash/domain';
import type { TokenClaims } from '@dash/domain/api';
import type { ActiveSession } from './auth/session-store';
import type { Lifecycle } from './plugins/lifecycle';
import type { Services } from './plugins/services';

/** Which token a route takes: none, the mid-login temporary one, the 2-hour session one, or either. */
export type AuthRequirement = 'none' | 'temporary' | 'session' | 'any';

export interface AuthContext {
  readonly claims: TokenClaims;
  readonly session: ActiveSession;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
  }
  interface FastifyRequest {
    /** The brand of the host the request came to (ARCHITECTURE.md "Brands"). */
    domainId: DomainId;
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    services: Services;
    lifecycle: Lifecycle;
  }
}

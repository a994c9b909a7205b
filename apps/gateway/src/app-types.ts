import type { DomainId } from '@dash/domain';
import type { AuthContext } from './auth/auth-context';
import type { Lifecycle } from './plugins/lifecycle';
import type { Services } from './plugins/services';

/**
 * Which token a route takes: none, the mid-login temporary one, the 2-hour session one, either, or
 * `mfa-pending`: the temporary token issued after the password, before the second factor (issue 15),
 * which no other route takes.
 */
export type AuthRequirement = 'none' | 'temporary' | 'session' | 'any' | 'mfa-pending';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
  }
  interface FastifyRequest {
    /** The brand of the host the request came to (docs/architecture.md "Brands"). */
    domainId: DomainId;
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    services: Services;
    lifecycle: Lifecycle;
  }
}

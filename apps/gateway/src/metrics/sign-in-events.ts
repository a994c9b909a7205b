import type { LoginAttempt } from '../repositories/login-records-repository';
import type { SignInRepository } from '../repositories/sign-in-repository';
import type { GatewayMetrics } from './gateway-metrics';

/** The login_attempts outcomes of services/sign-in/token.ts that refuse the sign-in. */
const FAILED_OUTCOMES = new Set(['bad-credentials', 'locked', 'account-disabled']);

/**
 * The sign-in repository, counting as it records (issue 40 §2): every sign-in attempt, lockout and
 * login-as leaves its row through it (services/sign-in, services/mfa), so the services stay as they are.
 */
export function countSignInEvents(repository: SignInRepository, metrics: GatewayMetrics): SignInRepository {
  const countAttempt = (attempt: LoginAttempt) => {
    if (attempt.succeeded) metrics.signIns.inc();
    if (attempt.outcome === 'password-accepted') metrics.mfaChallenges.inc();
    if (FAILED_OUTCOMES.has(attempt.outcome)) metrics.signInFailures.inc({ reason: attempt.outcome });
  };
  return {
    ...repository,
    recordAttempt: async (attempt) => {
      await repository.recordAttempt(attempt);
      countAttempt(attempt);
    },
    // The usual sign-in writes its attempt with its session (decision 073); nothing when it wrote none.
    recordAttemptWithSession: async (attempt, session, userAgent) => {
      const written = await repository.recordAttemptWithSession(attempt, session, userAgent);
      if (written) countAttempt(attempt);
      return written;
    },
    audit: async (entry) => {
      await repository.audit(entry);
      if (entry.action === 'account-locked') metrics.lockouts.inc();
      if (entry.action === 'login-as') metrics.loginAsSessions.inc();
      if (entry.action === 'mfa-failed') metrics.signInFailures.inc({ reason: 'mfa-code' });
    },
  };
}

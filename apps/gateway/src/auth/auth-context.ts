import type { TokenClaims } from '@dash/domain/api';
import type { ActiveSession } from './session-store';

/** A verified token and its server-side session: what the auth guard hangs on a request. */
export interface AuthContext {
  readonly claims: TokenClaims;
  readonly session: ActiveSession;
}

import { isLoginAsRole } from './session-rules';

/** Methods that only read; every other method is a write for the staff policy. */
const READ_METHODS: readonly string[] = ['GET', 'HEAD'];

export interface SessionIdentity {
  readonly role: string;
  /** Set when support staff opened this member's session by login-as (document 1 §4). */
  readonly issuedByRole: string | null;
}

/**
 * A staff session: support staff signed in as themselves (a login-as role) or as a member (login-as,
 * issuedByRole set). Issue 10 point 3: such a session may read; it may write only what is allow-listed.
 */
export function isStaffSession(session: SessionIdentity): boolean {
  return session.issuedByRole !== null || isLoginAsRole(session.role);
}

export function isReadMethod(method: string): boolean {
  return READ_METHODS.includes(method.toUpperCase());
}

/**
 * Whether a request may go on under the staff policy: anything in a member's own session, reads in a
 * staff session, and in a staff session only the writes a route declares allowed (default deny).
 */
export function isAllowedUnderStaffPolicy(
  session: SessionIdentity,
  method: string,
  staffWriteAllowed: boolean,
): boolean {
  if (!isStaffSession(session)) return true;
  return isReadMethod(method) || staffWriteAllowed;
}

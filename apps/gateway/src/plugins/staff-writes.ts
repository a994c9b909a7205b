import { API_PATHS } from '@dash/domain/api';
import { routeKey } from './audit-routes';

/** What a staff session may write on a route: `allowed`, or (the default) nothing. */
export type StaffWrite = 'allowed';

/**
 * The writes a staff session may make (issue 10 point 3), declared once here and applied by URL, so
 * the rule reads in one place and route files need not change. Each is a step of signing in or out,
 * not a change to the member's data; every one is audited with both identities (plugins/audit.ts).
 * Staff's own work (member services answering secure messages) is here too: staff signed in as
 * themselves, each write checked again by its service. Credentials, e-mail, consent and security
 * answers are never here. This is the one list: a route declaring `staffWrite` itself is refused at
 * start (staff-policy.ts); adding one is a decision for docs/security.md.
 */
export const STAFF_WRITE_ALLOW_LIST: Readonly<Record<string, string>> = {
  [routeKey('POST', '/api/login-as')]: 'the staff member opens the member session (their one use)',
  [routeKey('POST', '/api/session')]: 'exchanges the login-as sign-in token for the session token',
  [routeKey('POST', '/api/group-selection')]: 'chooses which of the member’s groups to view',
  [routeKey('POST', '/api/logout')]: 'ends the staff session',
  [routeKey('POST', '/api/login-as/return')]:
    'ends the login-as member session and gives the staff person their staff token again (issue 9)',
  [routeKey('POST', '/api/staff/unlock-account')]:
    'logInAsAnyone staff end a sign-in lock of their brand (issue 10 point 6); the service checks the role',
  [routeKey('POST', '/api/pcp/search')]:
    'a provider search: a read sent as POST (document 2 §7), it changes nothing (issue 12)',
  [routeKey('POST', API_PATHS.staffMessageReplies)]:
    'member services answer a secure message, signed as themselves (issue 39 §1); never in a login-as session',
  [routeKey('POST', API_PATHS.staffMessageAssign)]:
    'member services assign a conversation to staff of their brand (issue 39 §1); never in a login-as session',
  [routeKey('POST', API_PATHS.staffMessageClose)]:
    'member services close a conversation of their brand (issue 39 §1); never in a login-as session',
};

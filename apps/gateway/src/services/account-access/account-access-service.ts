import type { AccountAccessDeps } from './access-deps';
import { createEndSession } from './end-session';
import { createGetAccess } from './get-access';
import { createGetBanner } from './login-as-banner';
import { createSessionClient } from './session-client';

/**
 * Sign-in and access (issue 15, docs/decisions/018-sign-in-and-access.md), one flow a module: the
 * account's own open sessions with "End this session", the staff login-as history from the audit log,
 * and the banner of a login-as session. Everything is keyed on the session's own account, so nobody
 * reads another's: a dependent with their own sign-in sees only their own sessions and the login-as
 * rows into them. A staff (login-as) session may read the page, never end a session (the staff policy
 * refuses the write, and the service refuses it again).
 */
export function createAccountAccessService(deps: AccountAccessDeps) {
  return {
    getAccess: createGetAccess(deps),
    endSession: createEndSession(deps),
    getBanner: createGetBanner(deps),

    /**
     * The browser and brand of a session a route just opened (plugins/session-client.ts); a browser
     * the account has not signed in with before notifies the member (issue 39 §2).
     */
    stampClient: createSessionClient(deps).stamp,
  };
}

export type AccountAccessService = ReturnType<typeof createAccountAccessService>;

import type { LoginGroup } from '../api/login-state';
import { type DomainId, PARTNER } from '../brands/domain-ids';
import { type AccountStatus, isLoginAsRole, mustChangePassword } from '../session/session-rules';
import { ROUTES_AFTER_LOGIN } from './routes-after-login';

/** The parts of a login group (the zod contract's LoginGroup) the rule reads. */
type RoutingGroup = Pick<LoginGroup, 'groupId' | 'memberKey' | 'salesPlatform'>;

export interface PostLoginState {
  readonly domainId: DomainId;
  readonly claims: {
    readonly memberKey: string | null;
    readonly role: string;
    readonly issuedByRole: string | null;
  };
  readonly groups: readonly RoutingGroup[];
  readonly chosenGroupId: string | null;
  readonly preferences: { readonly emailAddress: string | null } & Readonly<Record<string, unknown>>;
  /** The preferences the member is asked for; one left null must be answered (document 1 §4 step 4). */
  readonly relevantPreferences: readonly string[];
  readonly communicationPolicySigned: boolean;
  readonly accountStatus: AccountStatus;
  /** Address from the token response; when set, the final step is a full page load there (document 1 §4). */
  readonly redirect: string | null;
  /** The staff member's choice to stay out of the sales platform and CRM (document 1 §2 /login-as). */
  readonly preventSalesPlatform: boolean;
}

export type NextStep =
  /** Another mid-login screen; the token stays temporary. */
  | { readonly kind: 'route'; readonly path: string }
  /** Post the token to the sales-platform single sign-on, then clear temporary state. */
  | { readonly kind: 'sales-platform-sso' }
  /** Login is complete: keep the token as the session token and open the path. */
  | { readonly kind: 'complete'; readonly path: string }
  /** Login is complete at another address: a full page load to redirect + path. */
  | { readonly kind: 'full-page-load'; readonly url: string };

const isLoginAsToken = (claims: PostLoginState['claims']): boolean =>
  isLoginAsRole(claims.role) || isLoginAsRole(claims.issuedByRole);

function complete(state: PostLoginState, path: string): NextStep {
  if (state.redirect) return { kind: 'full-page-load', url: `${state.redirect.replace(/\/$/, '')}${path}` };
  return { kind: 'complete', path };
}

function needsPreferences(state: SignInFacts): boolean {
  if (!state.preferences.emailAddress) return true;
  return state.relevantPreferences.some((name) => state.preferences[name] === null);
}

/** What the steps before the session depend on: the post-login state without the browser's own facts. */
export type SignInFacts = Omit<PostLoginState, 'redirect' | 'preventSalesPlatform'> & {
  /** The member's second factor is still to answer (issue 15): asked before every other step. */
  readonly mfaPending?: boolean;
};

/** A post-login step that must be done before the temporary token may become a session. */
export type PendingSignInStep =
  | 'mfa'
  | 'login-as'
  | 'group-selection'
  | 'update-preferences'
  | 'registration-policies'
  | 'change-password';

/**
 * The first post-login step of document 1 §4 still to do before the session may open, or null when
 * none is left. The gateway refuses POST session while one is pending; the web routes to it. A
 * login-as token skips the member's own prompts: preferences, the policy, and the password, which
 * only the member may change.
 */
export function getPendingSignInStep(state: SignInFacts): PendingSignInStep | null {
  if (state.mfaPending === true) return 'mfa';
  if (isLoginAsRole(state.claims.role)) return 'login-as';
  const loginAs = isLoginAsToken(state.claims);
  if (state.domainId === PARTNER) {
    if (!state.communicationPolicySigned && !loginAs) return 'registration-policies';
  } else {
    const hasSalesPlatformGroup = state.groups.some((group) => group.salesPlatform);
    if (state.groups.length > 1 && hasSalesPlatformGroup && state.chosenGroupId === null) {
      return 'group-selection';
    }
    if (needsPreferences(state) && !loginAs) return 'update-preferences';
  }
  if (mustChangePassword(state.accountStatus) && !loginAs) return 'change-password';
  return null;
}

const PATH_OF_STEP: Record<PendingSignInStep, string> = {
  mfa: ROUTES_AFTER_LOGIN.mfa,
  'login-as': ROUTES_AFTER_LOGIN.loginAs,
  'group-selection': ROUTES_AFTER_LOGIN.groupSelection,
  'update-preferences': ROUTES_AFTER_LOGIN.updatePreferences,
  'registration-policies': ROUTES_AFTER_LOGIN.registrationPolicies,
  'change-password': ROUTES_AFTER_LOGIN.changePassword,
};

/**
 * Decides where a member goes after a successful sign-in (document 1 §4, "Post-login flow").
 * Staff tokens (role logInAsAnyone / logInAsNonEmp) go to /login-as on every brand; a token that a
 * login-as produced (issuedByRole set) skips the preference and policy prompts. INI and FRC change the
 * password with the temporary token (step 6), so the session opens only after it.
 */
export function nextStepAfterLogin(state: PostLoginState): NextStep {
  const pending = getPendingSignInStep(state);
  if (pending !== null && pending !== 'change-password')
    return { kind: 'route', path: PATH_OF_STEP[pending] };
  if (state.domainId !== PARTNER) {
    const ownGroup = state.groups.find((group) => group.memberKey === state.claims.memberKey);
    if (ownGroup?.salesPlatform && !state.preventSalesPlatform) return { kind: 'sales-platform-sso' };
  }
  if (pending === 'change-password') return { kind: 'route', path: PATH_OF_STEP[pending] };
  return complete(state, ROUTES_AFTER_LOGIN.home);
}

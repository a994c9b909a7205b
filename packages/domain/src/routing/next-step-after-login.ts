import type { LoginGroup } from '../api/login-state';
import { type DomainId, PARTNER } from '../brands/brand';
import { type AccountStatus, isLoginAsRole } from '../session/session-rules';

export const ROUTES_AFTER_LOGIN = {
  loginAs: '/login-as',
  groupSelection: '/group-selection',
  updatePreferences: '/update-preferences',
  registrationPolicies: '/registration-policies',
  home: '/home',
  changePassword: '/account/settings/change-password',
} as const;

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

function needsPreferences(state: PostLoginState): boolean {
  if (!state.preferences.emailAddress) return true;
  return state.relevantPreferences.some((name) => state.preferences[name] === null);
}

/**
 * Decides where a member goes after a successful sign-in (document 1 §4, "Post-login flow").
 * Staff tokens (role logInAsAnyone / logInAsNonEmp) go to /login-as on every brand; a token that a
 * login-as produced (issuedByRole set) skips the preference and policy prompts.
 */
export function nextStepAfterLogin(state: PostLoginState): NextStep {
  if (isLoginAsRole(state.claims.role)) return { kind: 'route', path: ROUTES_AFTER_LOGIN.loginAs };
  const loginAs = isLoginAsToken(state.claims);

  if (state.domainId === PARTNER) {
    if (!state.communicationPolicySigned && !loginAs) {
      return { kind: 'route', path: ROUTES_AFTER_LOGIN.registrationPolicies };
    }
    return complete(state, ROUTES_AFTER_LOGIN.home);
  }

  const hasSalesPlatformGroup = state.groups.some((group) => group.salesPlatform);
  if (state.groups.length > 1 && hasSalesPlatformGroup && state.chosenGroupId === null) {
    return { kind: 'route', path: ROUTES_AFTER_LOGIN.groupSelection };
  }
  if (needsPreferences(state) && !loginAs) {
    return { kind: 'route', path: ROUTES_AFTER_LOGIN.updatePreferences };
  }
  const ownGroup = state.groups.find((group) => group.memberKey === state.claims.memberKey);
  if (ownGroup?.salesPlatform && !state.preventSalesPlatform) return { kind: 'sales-platform-sso' };
  if (state.accountStatus === 'INI') return complete(state, ROUTES_AFTER_LOGIN.changePassword);
  return complete(state, ROUTES_AFTER_LOGIN.home);
}

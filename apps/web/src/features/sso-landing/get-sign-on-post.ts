import type { LoginState, OutsideConfig } from '@dash/domain/api';
import type { TokenPost } from '@/components/token-post-form';

/**
 * Where the token goes after login (document 1 §4 step 5; docs/decisions/004-login-as-groups-and-sign-on.md): a member's
 * token to the sales-platform single sign-on with the optional test environment; a login-as token
 * (support staff, who did not choose to prevent it) to the CRM.
 */
export function getSignOnPost(token: string, state: LoginState, outside: OutsideConfig): TokenPost {
  if (state.claims.issuedByRole !== null) return { action: outside.crmUrl, fields: { token } };
  const testEnvironment = outside.salesPlatformTestEnvironment;
  return {
    action: outside.salesPlatformSsoUrl,
    fields: testEnvironment === null ? { token } : { token, testEnvironment },
  };
}

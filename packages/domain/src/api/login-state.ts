import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../session/session-rules';
import { Preferences } from './account';
import { IsoDate, Key } from './primitives';
import { TokenClaims } from './token';

/** Group (list for login), document 1 §3. */
export const LoginGroup = z.object({
  groupId: z.string(),
  groupName: z.string(),
  memberKey: Key,
  salesPlatform: z.boolean(),
  planEffectiveDate: IsoDate,
  planTerminationDate: IsoDate.nullable(),
  inactive: z.boolean(),
});
export type LoginGroup = z.infer<typeof LoginGroup>;

/**
 * GET login-state: what the post-login rule (document 1 §4) needs, in one round trip instead of the
 * four calls (groups, preferences, relevant preferences, registration policies) a screen would chain.
 */
export const LoginState = z.object({
  claims: TokenClaims.pick({ memberKey: true, role: true, issuedByRole: true }),
  groups: z.array(LoginGroup),
  chosenGroupId: z.string().nullable(),
  preferences: Preferences,
  relevantPreferences: z.array(z.string()),
  hasExtendedPolicy: z.boolean(),
  communicationPolicySigned: z.boolean(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  preventSalesPlatform: z.boolean(),
});
export type LoginState = z.infer<typeof LoginState>;

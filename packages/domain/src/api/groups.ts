import { z } from 'zod';
import { PLAN_STATUSES } from '../groups/plan-status';
import { LoginGroup, LoginState } from './login-state';
import { DomainIdSchema, IsoDate } from './primitives';

/** GET groups: the account's groups (document 1 §3, Group list for login). */
export const GroupList = z.array(LoginGroup);
export type GroupList = z.infer<typeof GroupList>;

/** One plan category of a group detail (document 1 §3). */
export const GroupPlan = z.object({
  planStatus: z.enum(PLAN_STATUSES),
  planEffectiveDate: IsoDate,
  planTerminationDate: IsoDate.nullable(),
});
export type GroupPlan = z.infer<typeof GroupPlan>;

/** Group detail (document 1 §3); a category the group does not offer is null. */
export const GroupDetail = z.object({
  groupId: z.string(),
  groupName: z.string(),
  groupEffectiveDate: IsoDate,
  groupTerminationDate: IsoDate.nullable(),
  /** The signed-in member's own group (the one the session shows). */
  current: z.boolean(),
  medical: GroupPlan.nullable(),
  dental: GroupPlan.nullable(),
  vision: GroupPlan.nullable(),
  pharmacy: GroupPlan.nullable(),
});
export type GroupDetail = z.infer<typeof GroupDetail>;

export const GroupDetailList = z.array(GroupDetail);
export type GroupDetailList = z.infer<typeof GroupDetailList>;

/** GET group-detail: every group of the account, or the one named by groupId. */
export const GroupDetailQuery = z.object({
  groupId: z.string().trim().min(1, 'groupId must not be empty').max(20).optional(),
});

/** POST group-selection (document 1 §7): groupId and domain. */
export const GroupSelectionRequest = z.object({
  groupId: z.string().trim().min(1, 'groupId is required').max(20),
  domain: DomainIdSchema,
});
export type GroupSelectionRequest = z.infer<typeof GroupSelectionRequest>;

/**
 * What routing needs after a group switch (document 1 §4): a new token of the same kind for the
 * account's member in that group (the old one is revoked) and the post-login state it opens.
 */
export const GroupSelectionResponse = z.object({
  token: z.string(),
  loginState: LoginState,
});
export type GroupSelectionResponse = z.infer<typeof GroupSelectionResponse>;

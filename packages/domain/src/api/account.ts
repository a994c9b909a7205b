import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../session/session-rules';
import { IsoDate, Key, YesNo } from './primitives';

/** Member (document 2 §3). memberSuffix 0 is the subscriber. */
export const Member = z.object({
  memberKey: Key,
  firstName: z.string(),
  lastName: z.string(),
  relationship: z.string(),
  relationshipDescription: z.string(),
  dateOfBirth: IsoDate,
  sex: z.string(),
  sexDescription: z.string(),
  memberSuffix: z.number().int().nonnegative(),
  hasOutOfAreaPlan: z.boolean(),
  hasOtherMedical: z.boolean(),
  hasOtherDental: z.boolean(),
  role: z.string().nullable(),
  insuranceType: z.string().nullable(),
  networkNames: z.array(z.string()),
});
export type Member = z.infer<typeof Member>;

export const Address = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  phoneNumber: z.string().nullable(),
});
export type Address = z.infer<typeof Address>;

/** Communication preferences (document 1 §3); a null flag has not been answered yet. */
export const Preferences = z.object({
  emailAddress: z.string().nullable(),
  electronicEob: YesNo.nullable(),
  emailBreakingNews: YesNo.nullable(),
  electronicMedicareMailing: YesNo.nullable(),
  emailPaymentReminder: YesNo.nullable(),
  emailAutopayWithdrawalReminder: YesNo.nullable(),
  discontinuePaperStatements: YesNo.nullable(),
  emailWhenBillReady: YesNo.nullable(),
  emailEwpNotification: YesNo.nullable(),
  showEwpLandingPage: YesNo.nullable(),
});
export type Preferences = z.infer<typeof Preferences>;
export const ChatConfig = z.object({
  host: z.string(),
  bus: z.string().nullable(),
  poc: z.string().nullable(),
  displayChat: z.boolean(),
  mappedGroupId: z.string().nullable(),
});
export type ChatConfig = z.infer<typeof ChatConfig>;

export const Product = z.object({ name: z.string(), eligible: z.boolean(), url: z.string().nullable() });

/** GET account (document 2 §3), plus the signed-in member's key so the screen needs no second call. */
export const AccountDetails = z.object({
  memberKey: Key,
  subscriberId: z.string(),
  subscriberKey: Key,
  groupKey: Key,
  groupId: z.string(),
  groupName: z.string(),
  parentGroupId: z.string().nullable(),
  parentGroupName: z.string().nullable(),
  effectiveDate: IsoDate.nullable(),
  hireDate: IsoDate.nullable(),
  members: z.array(Member),
  address: Address.nullable(),
  preferences: Preferences.nullable(),
  chatConfig: ChatConfig.nullable(),
  products: z.array(Product),
});
export type AccountDetails = z.infer<typeof AccountDetails>;

export const AccountStatus = z.enum(ACCOUNT_STATUSES);

import { MENU_ROUTES } from '../navigation/menu-item';

/**
 * What a member is told about (issue 39 §2): the service events and the security events. "Member
 * notifications", not "notifications": that word is the snackbar's (document 1 §3, notifications/).
 */
export const MEMBER_NOTIFICATION_KINDS = [
  'claim-received',
  'claim-in-review',
  'claim-processed',
  'eob-ready',
  'id-card-order-sent',
  'pcp-change-effective',
  'message-answered',
  'password-changed',
  'new-device-sign-in',
  'two-step-on',
  'two-step-off',
  'staff-login-as',
] as const;
export type MemberNotificationKind = (typeof MEMBER_NOTIFICATION_KINDS)[number];

/**
 * Which communication preference (document 1 §5) decides the e-mail: `electronicEob` for claims and
 * EOBs; `always` for the security events and the service a member asked for (every address on file is
 * told); `portal` when another mail already says it (the secure-messages area sends "You have a new
 * message" itself).
 */
export type MemberNotificationEmailRule = 'electronicEob' | 'always' | 'portal';

export interface MemberNotificationKindFacts {
  /** The page the notification links to. */
  readonly link: string;
  readonly isSecurity: boolean;
  readonly email: MemberNotificationEmailRule;
}

const SIGN_IN_ACCESS_ROUTE = '/account/settings/access';

/** Each kind's link, whether it is a security event and which preference governs its e-mail (issue 39 §2). */
export const MEMBER_NOTIFICATION_FACTS: Readonly<
  Record<MemberNotificationKind, MemberNotificationKindFacts>
> = {
  // A claim the member submitted (issue 39 §3): received and in review are told in the portal only;
  // processed is e-mailed by the EOB choice, as for every processed claim.
  'claim-received': { link: MENU_ROUTES.claims, isSecurity: false, email: 'portal' },
  'claim-in-review': { link: MENU_ROUTES.claims, isSecurity: false, email: 'portal' },
  'claim-processed': { link: MENU_ROUTES.claims, isSecurity: false, email: 'electronicEob' },
  'eob-ready': { link: MENU_ROUTES.eobs, isSecurity: false, email: 'electronicEob' },
  'id-card-order-sent': { link: MENU_ROUTES.idCard, isSecurity: false, email: 'always' },
  'pcp-change-effective': { link: MENU_ROUTES.primaryCare, isSecurity: false, email: 'always' },
  'message-answered': { link: MENU_ROUTES.messages, isSecurity: false, email: 'portal' },
  'password-changed': { link: MENU_ROUTES.accountSettings, isSecurity: true, email: 'always' },
  'new-device-sign-in': { link: SIGN_IN_ACCESS_ROUTE, isSecurity: true, email: 'always' },
  'two-step-on': { link: MENU_ROUTES.accountSettings, isSecurity: true, email: 'always' },
  'two-step-off': { link: MENU_ROUTES.accountSettings, isSecurity: true, email: 'always' },
  'staff-login-as': { link: SIGN_IN_ACCESS_ROUTE, isSecurity: true, email: 'always' },
};

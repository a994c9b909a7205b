import type { MemberNotificationKind } from './member-notification-kinds';

/**
 * The e-mail of each kind (issue 39 §2): it names what happened and sends the member to the portal,
 * never the details themselves (a claim's amounts, a message's words). The portal's own list is in the
 * web's catalogues, in English and Spanish.
 */
export const MEMBER_NOTIFICATION_MAIL_SUBJECTS: Readonly<Record<MemberNotificationKind, string>> = {
  'claim-received': 'We received your claim',
  'claim-in-review': 'Your claim is in review',
  'claim-processed': 'A claim has been processed',
  'eob-ready': 'Your Explanation of Benefits is ready',
  'id-card-order-sent': 'Your ID card order has been sent',
  'pcp-change-effective': 'Your primary care provider change is in effect',
  'message-answered': 'You have a new message',
  'password-changed': 'Your password was changed',
  'new-device-sign-in': 'A sign-in from a new browser or device',
  'two-step-on': 'Two-step sign-in was turned on',
  'two-step-off': 'Two-step sign-in was turned off',
  'staff-login-as': 'Member services signed in to your account',
};

export const MEMBER_NOTIFICATION_MAIL_BODY = (subject: string) =>
  `${subject}.\n\nSign in to your member dashboard to see the details under Notifications.\n\nIf you did not expect this, call the customer service number on your ID card.`;

import type { ProductCategory } from '../api/member-data';

/** Texts of the ID card page (document 2 §2 ID card area): one card per family member. */
export const ID_CARD_PAGE_TEXTS = {
  title: 'ID cards',
  intro: 'View, e-mail or order a printed ID card for each member of your family.',
  you: '(you)',
  view: 'View ID card',
  email: 'E-mail ID card',
  order: 'Order a printed card',
  orderCategory: 'Card to order',
  orderSubmit: 'Order card',
  cancel: 'Cancel',
  opensInNewTab: '(opens in a new tab)',
  noCard: 'No current coverage, so there is no ID card to show for this member.',
  empty: 'There are no ID cards to show. If you think this is wrong, contact customer service.',
  sent: (maskedEmail: string) => `Your ID card was sent to ${maskedEmail}.`,
  kept: (maskedEmail: string) =>
    `Your ID card for ${maskedEmail} is kept in our outbox and will be sent when e-mail delivery is available.`,
  failed: 'We could not send your ID card right now. Please try again later.',
  noEmail: 'There is no e-mail address on file. Add one in your communication preferences, then try again.',
  ordered: (category: ProductCategory) =>
    `Your printed ${category} ID card is ordered. It arrives by mail in 7 to 10 days.`,
  alreadyOrdered: (category: ProductCategory) =>
    `A printed ${category} ID card was already ordered today. It arrives by mail in 7 to 10 days.`,
  loading: 'Loading ID cards',
  done: 'Done',
  problem: 'Something went wrong',
} as const;

/**
 * The member's e-mail address as the screen may show it (document 2 §7 idCard/email): the first
 * letter of the name, three stars, then the domain ("j***@example.com"); the address is never echoed.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** What the gateway answers when an ID card, eBill or plan-management call is refused (document 1 §8 envelope). */
export const AREA_SERVER_MESSAGES = {
  noEmailOnFile: 'There is no e-mail address on file for this member.',
  staffMayNotOrder: 'Staff may not order a printed ID card for a member.',
  noCardForCategory: 'This member has no ID card for that category.',
  noEbill: 'eBill is not available for this member.',
  noPlanManagement: 'Plan management is not available for this family.',
  cancellationNotOffered: 'That cancellation is not offered for this plan.',
  onlySubscriberCancels: 'Only the subscriber can cancel the plan.',
  idCardMailSubject: 'Your member ID card',
  idCardMailText: (firstName: string) =>
    `Attached is the member ID card for ${firstName}. Show it at every visit. This card does not guarantee coverage.`,
} as const;

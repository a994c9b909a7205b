import type { ProductCategory } from '../api/member-data';

/**
 * The printed-card order's confirmation, which the gateway responds with (document 2 §7 idCard/request); the
 * page's own words are the web catalogue's (apps/web/src/features/id-card/locales, issue 17).
 */
export const ID_CARD_PAGE_TEXTS = {
  ordered: (category: ProductCategory) =>
    `Your printed ${category} ID card is ordered. It arrives by mail in 7 to 10 days.`,
  alreadyOrdered: (category: ProductCategory) =>
    `A printed ${category} ID card was already ordered today. It arrives by mail in 7 to 10 days.`,
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

/** What the gateway responds when an ID card, eBill or plan-management call is refused (document 1 §8 envelope). */
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

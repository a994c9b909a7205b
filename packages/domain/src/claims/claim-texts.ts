/**
 * Words of the EOB pdf the gateway draws (apps/gateway/src/claims/render-eob.ts), in English. The
 * claims and EOB screens read theirs from apps/web/src/features/claims/locales (issue 17).
 */
export const CLAIM_TEXTS = {
  member: 'Member',
  category: 'Category',
  status: 'Status',
  dateOfService: 'Date of service',
  provider: 'Provider',
  claimNumber: 'Claim number',
  billed: 'Billed',
  allowed: 'Allowed',
  planPaid: 'Plan paid',
  memberResponsibility: 'You owe',
  issued: 'Issued',
  serviceLines: 'Services',
  code: 'Code',
  description: 'Description',
  tooth: 'Tooth',
  memberOwes: 'You owe',
  totals: 'Totals',
  claimLink: (claimNumber: string) => `Claim ${claimNumber}`,
  pdfTitle: 'Explanation of benefits',
  pdfNotABill: 'This is not a bill.',
  pdfFileName: (claimNumber: string) => `eob-${claimNumber.toLowerCase()}.pdf`,
} as const;

/** Server messages of the claims and EOB calls. */
export const CLAIM_SERVER_MESSAGES = {
  dateRangeInvalid:
    'Choose an end date after the start date, and a start date no earlier than two years ago.',
  claimNotFound: 'No claim with this number was found for you.',
  eobNotFound: 'No EOB with this number was found for you.',
  eobsSubscriberOnly: 'Only the subscriber can see EOBs.',
  noMemberWithSuffix: 'No member of your family has this suffix.',
} as const;

/** A claims or EOB call got 401: the session ended. */
export const SESSION_EXPIRED_TEXTS = {
  title: 'Your session has ended',
  logInAgain: 'Log in again',
} as const;

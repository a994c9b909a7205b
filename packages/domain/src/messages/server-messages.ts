/**
 * The messages the gateway responds with in the error envelope. Written once here so the gateway,
 * the web app and the tests read the same words; the gateway chooses them by key, in the request's
 * language (i18n/server/server-message-catalogue.ts).
 */
export const SERVER_MESSAGES = {
  noMember: 'No member for this session.',
  noPreferences: 'No preferences for this member.',
  noSuffixInFamily: 'No member with this suffix in your family.',
  noMemberKeyInFamily: 'No member with this key in your family.',
  medicareMaterialsForbidden: 'Medicare materials are not available for this member.',
  noCalendar: 'No holiday calendar for this brand.',
  noIdCard: 'No ID card for this member.',
  otherBrandDomain: 'The domain is not the brand of this sign-in.',
  eobForSubscribers: 'Choose how you would like to receive your explanation of benefits.',
  eobNotOffered: 'Only the subscriber answers the electronic explanation of benefits choice.',
  sessionEnded: 'Your session has ended. Please log in again.',
  needsSignInToken: 'This step belongs to signing in and needs a sign-in token.',
  finishSigningIn: 'Finish signing in first.',
  somethingWrong: 'Something went wrong on our side.',
  outOfRange: 'A value in the request is out of range.',
  unavailable: 'The service is unavailable right now. Please try again shortly.',
  tooManyRequests: 'Too many requests. Please wait and try again.',
  // Node's own early responses (apps/gateway/src/client-error-handler.ts).
  unreadableRequest: 'The request could not be read.',
  requestTimedOut: 'The request took too long to arrive.',
  headersTooLarge: 'The request headers are too large.',
  /** A login-as session tried a change the staff policy does not allow (issue 10 point 3). */
  staffReadOnly:
    'Support staff signed in as a member can view this information but not change it. The member makes this change.',
  /** A page of the partner brand that does not have it (registration and its links). */
  notFound: 'Not found.',
  malformedIfMatch: 'If-Match must name one version, as the ETag of the read sent it.',
  /** An address no route serves. */
  noSuchAddress: (method: string, url: string) => `No such address: ${method} ${url}`,
  /** A request whose fields failed validation, naming them. */
  invalidRequest: (fields: readonly string[]) => `The request is not valid: ${fields.join(', ')}.`,
} as const;

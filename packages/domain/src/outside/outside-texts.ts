/**
 * The words the gateway's outside-system calls respond with (docs/architecture.md "Outside systems"):
 * the error envelopes of the badge and chat calls, the accreditation stand-in's description and the
 * sign-on stand-ins' landing pages.
 */
export const OUTSIDE_TEXTS = {
  noChat: 'No chat for this member.',
  outsideUnavailable: 'The outside service did not answer.',
  accreditationStandIn:
    'Health plan accreditation by the National Quality Review Board (fictional stand-in).',
  landing: {
    salesPlatform: 'Sales platform sign-on',
    crm: 'CRM sign-on',
    refused: 'The sign-on token was not accepted. Please log in again.',
  },
} as const;

/** The gateway's responses from the outside-system calls that are messages: the envelopes' and the stand-ins'. */
export const OUTSIDE_SERVER_MESSAGES = {
  noChat: OUTSIDE_TEXTS.noChat,
  outsideUnavailable: OUTSIDE_TEXTS.outsideUnavailable,
  accreditationStandIn: OUTSIDE_TEXTS.accreditationStandIn,
  signOnRefused: OUTSIDE_TEXTS.landing.refused,
} as const;

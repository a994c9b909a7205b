/**
 * English of the primary-care selection the gateway sends and records (its mail, its response, the
 * ended selection's reason) and the new-window note of the shared external link. The find-care
 * screens read theirs from apps/web/src/features/find-care/locales (issue 17).
 */
export const FIND_CARE_TEXTS = {
  opensInNewWindow: '(opens in a new window)',
  selectionMailSubject: 'Your primary care provider selection',
  selectionMailBody: (provider: string, members: readonly string[], date: string) =>
    `Your primary care provider selection is confirmed.\n\nProvider: ${provider}\nFor: ${members.join(', ')}\nEffective: ${date}\n\nIf you did not make this change, call the customer service number on your ID card.`,
  selectionDone: 'Primary care provider selected.',
  endedByNewSelection: 'Member chose another primary care provider',
} as const;

/** The gateway's responses to a primary-care selection (document 2 §5): its refusals and its success. */
export const FIND_CARE_SERVER_MESSAGES = {
  notAllowed: 'You may choose a primary care provider only for yourself.',
  providerNotFound: 'No provider with this id.',
  notPrimaryCare: 'This provider cannot be chosen for primary care.',
  effectiveDate: 'Enter the effective date as mm/dd/yyyy, today or later.',
  notEligible: 'This member is not eligible for primary care on that date.',
  selectionDone: FIND_CARE_TEXTS.selectionDone,
} as const;

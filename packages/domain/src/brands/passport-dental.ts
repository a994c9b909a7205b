/** The Medicare parent group whose members get a plan-specific Passport dental link (document 1 §9, document 2 §2). */
export const MEDICARE_PARENT_GROUP_ID = '100000075';

/**
 * /passport-dental (document 1 §2, document 2 §2): travel dental information. The phone and the
 * addresses are withheld by the specification: fictional here (555, example.com).
 */
export const PASSPORT_DENTAL = {
  title: 'Passport dental',
  intro: 'Dental care when you travel outside the United States.',
  phoneLabel: 'Passport dental customer service',
  phone: '1-555-010-2700',
  claimTitle: 'How to submit a claim',
  // Document 2 §2, word for word: "Claim instructions say to pay, get an itemized receipt, and include:"
  claimIntro: 'Pay, get an itemized receipt, and include:',
  claimItems: [
    'dentist name and address with country;',
    'member name and date of birth;',
    'services, and tooth numbers and surfaces;',
    'the charge per service and its currency.',
  ],
  findDentist: 'Find in-network dentist',
  findDentistUrl: 'https://passport-dentists.example.com/search',
  planSpecificLink: 'Passport dental for your Medicare plan',
  planSpecificUrl: 'https://passport-dentists.example.com/plans/100000075',
  opensInNewWindow: '(opens in a new window)',
} as const;

/** The plan-specific link is offered to the Medicare parent group only (document 2 §2). */
export const hasPlanSpecificPassportLink = (parentGroupId: string | null): boolean =>
  parentGroupId === MEDICARE_PARENT_GROUP_ID;

export const FIND_CARE_ERRORS = {
  notInFamily: 'No member with this key in your family.',
  notAllowed: 'You may choose a primary care provider only for yourself.',
  providerNotFound: 'No provider with this id.',
  notPrimaryCare: 'This provider cannot be chosen for primary care.',
  effectiveDate: 'Enter the effective date as mm/dd/yyyy, today or later.',
  notEligible: 'This member is not eligible for primary care on that date.',
} as const;

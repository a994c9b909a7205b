/** Document 1 §5, word for word. */
export const POLICY_REQUIRED_MESSAGE = 'Please confirm you have read our digital communications policy.';

/** The /registration-policies welcome page (document 1 §2). */
export const REGISTRATION_POLICY_TEXTS = {
  title: 'Welcome to your Member Dashboard',
  intro: 'Before you begin, please review how we communicate with you.',
  policyCheckbox: 'I have read and agree to the digital communications policy.',
  eobLegend: 'How would you like to receive your explanation of benefits (EOB)?',
  eobConsented: 'Electronically, on my Member Dashboard',
  eobDeclined: 'By mail, on paper',
  submit: 'Continue',
  saving: 'Saving',
} as const;

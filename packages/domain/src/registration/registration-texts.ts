import { validationMessages } from '../validation/messages';

/** The /registration screens (issue 14: registration; document 1 §2 lazy area "registration"). */
export const REGISTRATION_TEXTS = {
  title: 'Create your online account',
  identityIntro: 'Tell us who you are, exactly as shown on your member ID card.',
  identifierLabel: 'Subscriber or member ID',
  identifierHint: 'The 9 or 10 letters and digits on your member ID card.',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  dateOfBirthLabel: 'Date of birth',
  verify: 'Continue',
  verifying: 'Checking your details',
  credentialsIntro: 'Choose how you will sign in.',
  usernameLabel: 'Username',
  usernameHint: '3 to 16 letters and digits.',
  passwordLabel: 'Password',
  passwordHint: 'Use 6 to 32 characters: letters, digits and @$!%*#?&^_+-=, with at least one digit.',
  confirmPasswordLabel: 'Confirm password',
  emailLabel: 'Email address',
  questionLabel: (n: number) => `Security question ${n}`,
  answerLabel: (n: number) => `Answer ${n}`,
  answerHint: '3 to 30 characters: letters, digits, symbols and spaces.',
  chooseQuestion: 'Choose a question',
  back: 'Back',
  submit: 'Create account',
  submitting: 'Creating your account',
  doneTitle: 'Your account is ready',
  doneText: 'We sent a confirmation to your email address. You can now log in with your new username.',
  logIn: 'Log in',
  alreadyHaveAccount: 'Already have an account?',
  loadFailed: "We couldn't load the registration form.",
  retry: 'Retry',
  failed: "Sorry, we couldn't create your account right now. Please try again later.",
} as const;

const T = REGISTRATION_TEXTS;

/** The field and refusal messages of registration; the generic forms of document 1 §5 where they fit. */
export const REGISTRATION_MESSAGES = {
  identifierRequired: validationMessages.required(T.identifierLabel),
  identifierInvalid: validationMessages.invalid(T.identifierLabel),
  firstNameRequired: validationMessages.required(T.firstNameLabel),
  firstNameInvalid: validationMessages.invalid(T.firstNameLabel),
  lastNameRequired: validationMessages.required(T.lastNameLabel),
  lastNameInvalid: validationMessages.invalid(T.lastNameLabel),
  dateOfBirthRequired: validationMessages.required(T.dateOfBirthLabel),
  dateOfBirthInvalid: validationMessages.invalid(T.dateOfBirthLabel),
  usernameRequired: validationMessages.required(T.usernameLabel),
  usernameInvalid: `${validationMessages.invalid(T.usernameLabel)}. ${T.usernameHint}`,
  usernameTaken: 'This username is already taken. Please choose another.',
  passwordRequired: validationMessages.required(T.passwordLabel),
  passwordInvalid: `${validationMessages.invalid(T.passwordLabel)}. ${T.passwordHint}`,
  confirmRequired: validationMessages.required(T.confirmPasswordLabel),
  /** Error "mismatch" (document 1 §5). */
  mismatch: 'The password and its confirmation do not match.',
  emailRequired: 'Email address is a required field',
  emailInvalid: validationMessages.invalid('email address'),
  questionRequired: 'Please choose a security question.',
  questionsDistinct: 'Please choose two different security questions.',
  answerRequired: (n: number) => validationMessages.required(T.answerLabel(n)),
  answerInvalid: (n: number) => `${validationMessages.invalid(T.answerLabel(n))}. ${T.answerHint}`,
  /** Identity not matched: says nothing about which detail was wrong. */
  notFound:
    "We couldn't find a member with these details. Please check them against your member ID card, or contact Customer Service.",
  underAge: 'Members under 18 cannot create an online account.',
  /** Document: issue 14 "told so without revealing anything else". */
  alreadyRegistered:
    'You already have an online account. Please log in, or recover your username or password.',
} as const;

/** The confirmation e-mail (mailer kind 'registration'); it names no secret. */
export const REGISTRATION_MAIL = {
  subject: 'Your Member Dashboard account is ready',
  text: (firstName: string, username: string) =>
    `Hello ${firstName},\n\nYour online account has been created. You can now log in to your Member Dashboard with the username ${username}.\n\nIf you did not create this account, please contact Customer Service.`,
} as const;

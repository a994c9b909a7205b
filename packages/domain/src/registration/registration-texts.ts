import { validationMessages } from '../validation/messages';

/** The labels and hints registration's messages name (issue 14); the screens' words are the web's catalogue. */
export const REGISTRATION_TEXTS = {
  identifierLabel: 'Subscriber or member ID',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  dateOfBirthLabel: 'Date of birth',
  usernameLabel: 'Username',
  usernameHint: '3 to 16 letters and digits.',
  passwordLabel: 'Password',
  passwordHint: 'Use 6 to 32 characters: letters, digits and @$!%*#?&^_+-=, with at least one digit.',
  confirmPasswordLabel: 'Confirm password',
  answerLabel: (n: number) => `Answer ${n}`,
  answerHint: '3 to 30 characters: letters, digits, symbols and spaces.',
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

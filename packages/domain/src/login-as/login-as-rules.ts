import { isLoginAsRole } from '../session/session-rules';
import { validationMessages } from '../validation/messages';

/** The labels and messages the login-as rules name (document 1 §2, §5); the screen's words are the web's catalogue. */
export const LOGIN_AS_TEXTS = {
  firstName: 'First name',
  lastName: 'Last name',
  subscriberId: 'Subscriber ID',
  memberRequired:
    "First name, last name, and date of birth required unless selecting 'Continue as subscriber'",
  dateOfBirthInFuture: 'Date of birth cannot be later than today',
} as const;

/** Which title /login-as shows ('Login as anyone', 'Login as non-employee'): a key of the web's catalogue. */
export type LoginAsTitleKey = 'titleAnyone' | 'titleNonEmployee';

/** The page title by the staff role (document 1 §2 /login-as); null for a role that may not log in as anyone. */
export function getLoginAsTitleKey(role: string): LoginAsTitleKey | null {
  if (!isLoginAsRole(role)) return null;
  return role === 'logInAsNonEmp' ? 'titleNonEmployee' : 'titleAnyone';
}

/** Submit logs in as one member of the family; 'Continue as subscriber' as its subscriber. */
export type LoginAsMode = 'member' | 'subscriber';

export interface LoginAsForm {
  readonly subscriberId: string;
  readonly firstName: string;
  readonly lastName: string;
  /** yyyy-mm-dd, or '' when not chosen. */
  readonly dateOfBirth: string;
}

/**
 * The one error text of the login-as form, or null when it may be sent (document 1 §5, Login-as):
 * the subscriber ID is always required; Submit also needs first name, last name and date of birth;
 * the date of birth cannot be later than today (yyyy-mm-dd).
 */
export function getLoginAsFormError(form: LoginAsForm, mode: LoginAsMode, today: string): string | null {
  if (form.subscriberId.trim() === '') return validationMessages.required(LOGIN_AS_TEXTS.subscriberId);
  if (mode === 'subscriber') return null;
  if (form.firstName.trim() === '' || form.lastName.trim() === '' || form.dateOfBirth === '') {
    return LOGIN_AS_TEXTS.memberRequired;
  }
  if (form.dateOfBirth > today) return LOGIN_AS_TEXTS.dateOfBirthInFuture;
  return null;
}

/** Server messages of POST login-as, shown as the form's error text (document 1 §5). */
export const LOGIN_AS_SERVER_MESSAGES = {
  noMember: 'No member of this brand matches that subscriber ID, name and date of birth.',
  noSubscriber: 'No subscriber of this brand has that subscriber ID.',
  employee: 'A login-as-non-employee account cannot log in as an employee.',
  noAccount: 'This member has no Member Dashboard account to log in to.',
  otherBrand: 'Staff can log in only as members of their own brand.',
} as const;

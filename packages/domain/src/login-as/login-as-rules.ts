import { isLoginAsRole } from '../session/session-rules';
import { validationMessages } from '../validation/messages';

/** Labels and messages of /login-as (document 1 §2, §5). */
export const LOGIN_AS_TEXTS = {
  titleAnyone: 'Login as anyone',
  titleNonEmployee: 'Login as non-employee',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  subscriberId: 'Subscriber ID',
  preventCrm: 'Prevent navigation to the CRM',
  submit: 'Submit',
  continueAsSubscriber: 'Continue as subscriber',
  memberRequired:
    "First name, last name, and date of birth required unless selecting 'Continue as subscriber'",
  dateOfBirthInFuture: 'Date of birth cannot be later than today',
  loading: 'Checking your access',
  submitting: 'Logging in',
} as const;

/** Which of LOGIN_AS_TEXTS' titles a page shows: a key, so the web words it in the language in use. */
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

/**
 * Zod-free checks of the few contracts the first page reads before anything else loads (issue 16,
 * Pages): the error envelope and the accreditation badge. They keep zod (about 25 KB gzipped) out of what /login loads; test/first-page-checks.test.ts holds each to
 * its zod schema (brand.ts, error.ts, shell.ts), which stays the contract.
 */
import type { ApiError } from './error';
import type { Accreditation } from './shell';

type Checked<T> = { readonly success: true; readonly data: T } | { readonly success: false };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

const isStringArray = (value: unknown) => Array.isArray(value) && value.every(isString);

/** ApiError.safeParse without zod: the error envelope every failed call responds with. */
export function checkApiError(value: unknown): Checked<ApiError> {
  if (!isRecord(value) || !isString(value.code) || !isString(value.message)) return { success: false };
  const { fieldErrors, attemptsRemaining } = value;
  if (
    fieldErrors !== undefined &&
    !(isRecord(fieldErrors) && Object.values(fieldErrors).every(isStringArray))
  ) {
    return { success: false };
  }
  if (
    attemptsRemaining !== undefined &&
    !(Number.isInteger(attemptsRemaining) && Number(attemptsRemaining) >= 0)
  ) {
    return { success: false };
  }
  const data: ApiError = { code: value.code, message: value.message };
  if (fieldErrors !== undefined) data.fieldErrors = fieldErrors as Record<string, string[]>;
  if (attemptsRemaining !== undefined) data.attemptsRemaining = attemptsRemaining as number;
  return { success: true, data };
}

/** A parser with zod's parse signature, for the web's API client. */
const parserOf = <T>(check: (value: unknown) => Checked<T>, name: string) => ({
  parse(value: unknown): T {
    const checked = check(value);
    if (!checked.success) throw new TypeError(`The response does not match the ${name} contract.`);
    return checked.data;
  },
});

/** Accreditation.safeParse without zod: the footer's badge, read on every page. */
export function checkAccreditation(value: unknown): Checked<Accreditation> {
  if (!isRecord(value) || !isString(value.logo) || value.logo.length < 1 || !isString(value.description)) {
    return { success: false };
  }
  return { success: true, data: { logo: value.logo, description: value.description } };
}

export const AccreditationParser = parserOf(checkAccreditation, 'Accreditation');

/** The limits and messages of TokenRequest (token.ts); the test holds both to the same answers. */
export const LOGIN_CREDENTIAL_RULES = {
  username: { max: 64, required: 'Username is a required field' },
  password: { max: 128, required: 'Password is a required field' },
} as const;

export interface LoginCredentialsCheck {
  /** What is sent: the username trimmed, as TokenRequest's parse gives it. */
  readonly values: { readonly username: string; readonly password: string };
  /** The first problem of each field, worded as TokenRequest's zod messages. */
  readonly errors: { readonly username?: string; readonly password?: string };
}

const tooBig = (max: number) => `Too big: expected string to have <=${max} characters`;

/** TokenRequest's rules for what the member types, without zod: the sign-in form validates with it. */
export function checkLoginCredentials(input: { username: string; password: string }): LoginCredentialsCheck {
  const username = input.username.trim();
  const { password } = input;
  const rules = LOGIN_CREDENTIAL_RULES;
  const errors: { username?: string; password?: string } = {};
  if (username.length < 1) errors.username = rules.username.required;
  else if (username.length > rules.username.max) errors.username = tooBig(rules.username.max);
  if (password.length < 1) errors.password = rules.password.required;
  else if (password.length > rules.password.max) errors.password = tooBig(rules.password.max);
  return { values: { username, password }, errors };
}

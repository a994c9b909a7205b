/**
 * Beyond the specification's password rule (document 1 §5, kept as it is): a password that is among
 * the most common ones, or that contains the account's username, is refused wherever a password is
 * set (issue 15). The list of common passwords lives on the gateway only (it is large); the rule takes
 * the look-up as a function so the web bundle never carries it.
 */

export type PasswordStrengthProblem = 'containsUsername' | 'common';

export const PASSWORD_STRENGTH_MESSAGES: Readonly<Record<PasswordStrengthProblem, string>> = {
  containsUsername: 'The password must not contain your username.',
  common: 'This password is too common and easy to guess. Choose a less common password.',
};

/** Usernames are 3 to 16 letters and digits (document 1 §5): each is long enough to look for. */
const containsUsername = (password: string, username: string): boolean => {
  const name = username.trim().toLowerCase();
  return name.length > 0 && password.toLowerCase().includes(name);
};

/** The checks, in the order a member is told about them: the first that fails is the message. */
export const PASSWORD_STRENGTH_RULES: readonly {
  readonly problem: PasswordStrengthProblem;
  readonly fails: (password: string, username: string, isCommon: (lowerCase: string) => boolean) => boolean;
}[] = [
  { problem: 'containsUsername', fails: (password, username) => containsUsername(password, username) },
  { problem: 'common', fails: (password, _username, isCommon) => isCommon(password.toLowerCase()) },
];

/** The first problem of a new password, or null when it may be used. */
export function getPasswordStrengthProblem(
  password: string,
  username: string,
  isCommon: (lowerCase: string) => boolean,
): PasswordStrengthProblem | null {
  return PASSWORD_STRENGTH_RULES.find((rule) => rule.fails(password, username, isCommon))?.problem ?? null;
}

import { getPasswordStrengthProblem, PASSWORD_STRENGTH_MESSAGES } from '@dash/domain';
import { BadRequestError } from '../errors';
import { isCommonPassword } from './common-passwords';

/**
 * Refuses a new password that is common or contains the username (issue 15) with a clear 400 naming
 * the field, before anything is stored; every place that sets a password calls it.
 */
export function assertPasswordStrength(password: string, username: string, field: string): void {
  const problem = getPasswordStrengthProblem(password, username, isCommonPassword);
  if (problem === null) return;
  const message = PASSWORD_STRENGTH_MESSAGES[problem];
  throw new BadRequestError(message, { fieldErrors: { [field]: [message] } });
}

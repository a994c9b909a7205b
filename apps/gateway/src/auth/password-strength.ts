import type { PasswordAccountWords } from '@dash/domain';
import { BadRequestError } from '../errors';

/**
 * Refuses a new password that follows a leaked-password pattern or contains the account's own words
 * (issue 36, decision 037) with a clear 400 naming the field, before anything is stored; every place
 * that sets a password calls it. The estimator's dictionaries load on the first call, not at start.
 */
export async function assertPasswordStrength(
  password: string,
  words: PasswordAccountWords,
  field: string,
): Promise<void> {
  const { judgeNewPassword } = await import('@dash/domain/password-estimator');
  const { problem } = judgeNewPassword(password, words);
  if (problem === null) return;
  const message = `passwordStrength.${problem}` as const;
  throw new BadRequestError(message, { fieldErrors: { [field]: [message] } });
}

import { z } from 'zod';
import { RESET_TOKEN_PATTERN } from '../recovery/recovery-rules';
import { RECOVERY_MESSAGES as M } from '../recovery/recovery-texts';
import {
  isValidPassword,
  isValidSecurityAnswer,
  isValidUsername,
  valuesMatch,
} from '../validation/validators';
import { RegistrationIdentity } from './registration';

/** POST recovery/username: the identity, as at registration (issue 14). */
export const UsernameRecoveryRequest = RegistrationIdentity;
export type UsernameRecoveryRequest = z.infer<typeof UsernameRecoveryRequest>;

/** POST recovery/password: the username whose reset link is e-mailed. */
export const PasswordRecoveryRequest = z.object({
  username: z.string().trim().min(1, M.usernameRequired).refine(isValidUsername, M.usernameInvalid),
});
export type PasswordRecoveryRequest = z.infer<typeof PasswordRecoveryRequest>;

/** Both recovery requests respond with this, word for word the same whether or not an account matches. */
export const RecoveryAnswer = z.object({ message: z.string() });
export type RecoveryAnswer = z.infer<typeof RecoveryAnswer>;

/** The token of an e-mailed link (RESET_TOKEN_PATTERN). */
export const ResetToken = z.string().regex(RESET_TOKEN_PATTERN, M.linkInvalid);

/** POST recovery/password/link: is the link still good, and which question does it ask? */
export const ResetLinkRequest = z.object({ token: ResetToken });
export type ResetLinkRequest = z.infer<typeof ResetLinkRequest>;

export const ResetLinkResponse = z.object({ questionId: z.number().int(), question: z.string() });
export type ResetLinkResponse = z.infer<typeof ResetLinkResponse>;

/** PUT recovery/password: the link's token, the security answer and the new password (document 1 §5). */
export const PasswordResetRequest = z.object({
  token: ResetToken,
  securityAnswer: z.string().min(1, M.answerRequired).refine(isValidSecurityAnswer, M.answerInvalid),
  newPassword: z.string().min(1, M.newPasswordRequired).refine(isValidPassword, M.newPasswordInvalid),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** The reset form: the request's answer and password plus the confirmation (error mismatch). */
export const PasswordResetForm = z
  .object({
    securityAnswer: PasswordResetRequest.shape.securityAnswer,
    newPassword: PasswordResetRequest.shape.newPassword,
    confirmPassword: z.string().min(1, M.confirmRequired),
  })
  .refine((form) => valuesMatch(form.newPassword, form.confirmPassword), {
    message: M.mismatch,
    path: ['confirmPassword'],
  });
export type PasswordResetForm = z.infer<typeof PasswordResetForm>;

import { z } from 'zod';
import { CHANGE_PASSWORD_MESSAGES as M } from '../password/password-texts';
import { isValidPassword, valuesMatch } from '../validation/validators';

/** PUT account/password (document 1 §7; body not shown there): the current and the new password. */
export const ChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1, M.currentRequired).max(128, M.wrongCurrent),
    // Document 1 §5: 6-32 characters from letters, digits and @$!%*#?&^_+-=, at least one digit.
    newPassword: z.string().min(1, M.newRequired).refine(isValidPassword, M.newInvalid),
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: M.sameAsCurrent,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** The change-password form: the request plus the confirmation, which must match (error mismatch, §5). */
export const ChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, M.currentRequired),
    newPassword: z.string().min(1, M.newRequired).refine(isValidPassword, M.newInvalid),
    confirmPassword: z.string().min(1, M.confirmRequired),
  })
  .refine((form) => valuesMatch(form.newPassword, form.confirmPassword), {
    message: M.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

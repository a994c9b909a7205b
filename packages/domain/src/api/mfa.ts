import { z } from 'zod';
import { MFA_METHODS, RECOVERY_CODE_COUNT } from '../mfa/mfa-rules';

/** Multi-factor sign-in (issue 15): one schema per request and response, shared by gateway and web. */
export const MfaMethodSchema = z.enum(MFA_METHODS);

/** GET account/mfa: whether two-step sign-in is on, how, and how many recovery codes are left. */
export const MfaStatus = z.object({
  method: MfaMethodSchema.nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type MfaStatus = z.infer<typeof MfaStatus>;

/** The password again: enrolment and removal need it (issue 15). */
const password = z.string().min(1, 'Password is a required field').max(128);

/** POST account/mfa/enrolment: starts an enrolment after the current password. */
export const MfaEnrolmentStart = z.object({ method: MfaMethodSchema, password });
export type MfaEnrolmentStart = z.infer<typeof MfaEnrolmentStart>;

/**
 * The started enrolment: for an app, the secret, its otpauth address and the QR code of it (an SVG
 * data address drawn by the gateway, no outside host); for e-mail, where the code went (masked).
 */
export const MfaEnrolmentStarted = z.object({
  method: MfaMethodSchema,
  secret: z.string().nullable(),
  otpauthUri: z.string().nullable(),
  qrCode: z.string().nullable(),
  maskedEmail: z.string().nullable(),
});
export type MfaEnrolmentStarted = z.infer<typeof MfaEnrolmentStarted>;

/** A typed code: six digits or a recovery code; the gateway reads which. */
export const MfaCode = z.object({ code: z.string().trim().min(1, 'Code is a required field').max(32) });
export type MfaCode = z.infer<typeof MfaCode>;

/** POST account/mfa/enrolment/confirm: the first code turns it on and gives the recovery codes, once. */
export const MfaRecoveryCodes = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type MfaRecoveryCodes = z.infer<typeof MfaRecoveryCodes>;

/** POST account/mfa/removal: turns it off after the current password. */
export const MfaRemoval = z.object({ password });
export type MfaRemoval = z.infer<typeof MfaRemoval>;

/** POST mfa/verify: the code after the password; a new temporary token without the pending step. */
export const MfaVerified = z.object({ token: z.string() });
export type MfaVerified = z.infer<typeof MfaVerified>;

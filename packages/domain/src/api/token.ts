import { z } from 'zod';
import { MFA_METHODS } from '../mfa/mfa-rules';
import { ROLES } from '../session/session-rules';
import { DomainIdSchema } from './primitives';

/** POST token (document 1 §7). */
export const TokenRequest = z.object({
  username: z.string().trim().min(1, 'Username is a required field').max(64),
  password: z.string().min(1, 'Password is a required field').max(128),
  domainId: DomainIdSchema,
});
export type TokenRequest = z.infer<typeof TokenRequest>;

/** The token response: a temporary token until post-login routing ends, and an optional redirect address. */
export const TokenResponse = z.object({
  token: z.string(),
  redirect: z.string().nullable(),
  /** Set when the member must answer a second factor first (issue 15): the token is good for nothing else. */
  mfa: z.enum(MFA_METHODS).nullable().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const TOKEN_KINDS = ['temporary', 'session'] as const;

/** Token claims (document 1 §3) plus the revocable session id and the token kind. */
export const TokenClaims = z.object({
  memberKey: z.string().nullable(),
  role: z.enum(ROLES),
  issuedByRole: z.enum(ROLES).nullable(),
  sid: z.string(),
  kind: z.enum(TOKEN_KINDS),
  domainId: DomainIdSchema,
  /** A temporary token before the member's second factor (issue 15); absent once it is answered. */
  pendingStep: z.literal('mfa').optional(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

/** POST session: trades the temporary token for the 2-hour session token once routing ends. */
export const SessionResponse = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  /** Minutes the session may go unused before the gateway ends it; the browser warns before. */
  idleMinutes: z.number().int().positive(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/** GET session: the cheap authenticated call that keeps a session alive ("Stay signed in"). */
export const SessionStatus = SessionResponse.omit({ token: true });
export type SessionStatus = z.infer<typeof SessionStatus>;

/** POST staff/unlock-account: ends the lock of a username of the staff's brand. */
export const UnlockAccountRequest = z.object({
  username: z.string().trim().min(1).max(64),
});
export type UnlockAccountRequest = z.infer<typeof UnlockAccountRequest>;

import { z } from 'zod';
import { STAFF_ACTIVITY_AREA_KEYS } from '../account-access/staff-visits';
import { LOGIN_AS_ROLES } from '../session/session-rules';
import { DomainIdSchema } from './primitives';

/** One open sign-in of the member's own account (issue 15): never a staff login-as session. */
export const AccountSession = z.object({
  sessionId: z.uuid(),
  signedInAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** The brand the session was opened on; null for a session older than the record of it. */
  domainId: DomainIdSchema.nullable(),
  /** Parsed from the user agent on the gateway, e.g. "Chrome 131"; null when unknown. */
  browser: z.string().nullable(),
  /** Operating system and kind of device, e.g. "Windows 10, desktop"; null when unknown. */
  device: z.string().nullable(),
  /** The session that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

const StaffActivityAreaKey = z.enum(STAFF_ACTIVITY_AREA_KEYS);

/** One staff login-as into the account and what it viewed, changed or tried to change (from the audit log). */
export const StaffVisit = z.object({
  at: z.iso.datetime(),
  staffRole: z.enum(LOGIN_AS_ROLES),
  /** Areas by key (STAFF_ACTIVITY_AREA_KEYS): the web names them in the session's language. */
  viewed: z.array(StaffActivityAreaKey),
  changed: z.array(StaffActivityAreaKey),
  refused: z.array(StaffActivityAreaKey),
});
export type StaffVisit = z.infer<typeof StaffVisit>;

/**
 * GET account/access: the account's open sessions (newest use first) and its staff login-as history
 * (newest first). canEndSessions is false in a staff session, which may read but not end them.
 */
export const AccountAccessResponse = z.object({
  sessions: z.array(AccountSession),
  staffVisits: z.array(StaffVisit),
  canEndSessions: z.boolean(),
});
export type AccountAccessResponse = z.infer<typeof AccountAccessResponse>;

/** DELETE account/sessions/:sessionId: which session to end. */
export const AccountSessionParams = z.object({
  sessionId: z.uuid('A session id is a UUID.'),
});
export type AccountSessionParams = z.infer<typeof AccountSessionParams>;

/** GET login-as/banner: who is acting as whom in a staff login-as session. */
export const LoginAsBanner = z.object({
  /** The staff person's username: whom the audit log names. */
  staffUsername: z.string(),
  staffRole: z.enum(LOGIN_AS_ROLES),
  memberName: z.string(),
});
export type LoginAsBanner = z.infer<typeof LoginAsBanner>;

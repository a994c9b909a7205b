import { z } from 'zod';
import { DigitsParam } from './primitives';

/**
 * Where a message is (issue 36 point 3): queued until the first attempt, retrying after an attempt
 * the mail server did not take, then sent, kept (no mail server configured), or failed after the last
 * retry. `pending` is a send begun before the queue existed (one attempt, never settled).
 */
export const MailState = z.enum(['queued', 'retrying', 'sent', 'kept', 'failed']);
export type MailState = z.infer<typeof MailState>;

export const MAIL_KINDS = [
  'id-card',
  'username-reminder',
  'password-reset',
  'pcp-selection',
  'registration',
  'mfa-code',
  // Secure messages (issue 39 §1): "You have a new message", never the message.
  'secure-message',
  'member-notification',
] as const;
export const MailKind = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof MailKind>;

/** GET staff/outbox: the brand's messages, newest first; by state (failed ones to look into). */
export const StaffOutboxQuery = z.object({
  status: MailState.optional(),
  limit: DigitsParam.pipe(z.number().int().min(1).max(200)).optional(),
});
export type StaffOutboxQuery = z.infer<typeof StaffOutboxQuery>;

export const StaffOutboxMessage = z.object({
  outboxId: z.number().int(),
  kind: MailKind,
  memberKey: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  status: MailState,
  attempts: z.number().int().min(0),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type StaffOutboxMessage = z.infer<typeof StaffOutboxMessage>;

export const StaffOutbox = z.object({ messages: z.array(StaffOutboxMessage) });
export type StaffOutbox = z.infer<typeof StaffOutbox>;

import { z } from 'zod';

/**
 * The kinds of work the gateway's durable queue runs (issue 36 point 3; decision 040), each with the
 * one payload shape its handler accepts. A later kind (a notification) is a new entry here and a
 * handler in apps/gateway/src/jobs/handlers/.
 */
export const JOB_KINDS = ['send-mail', 'advance-claim-submission'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/**
 * An e-mail to send: its outbox row (who, what kind, its state) and the message itself sealed
 * (AES-256-GCM, the gateway's secret box) — a reset link's token, an MFA code or a username is never
 * in the queue's table in clear.
 */
export const SendMailJob = z.object({
  outboxId: z.number().int().positive(),
  sealed: z.string().min(1),
});
export type SendMailJob = z.infer<typeof SendMailJob>;

/**
 * One step of a submitted claim's seeded processing (issue 39 §3, decision 064): move the submission
 * from `from` to the step after it. A job run twice finds the claim moved already and does nothing.
 */
export const AdvanceClaimSubmissionJob = z.object({
  submissionId: z.number().int().positive(),
  from: z.enum(['received', 'in-review']),
});
export type AdvanceClaimSubmissionJob = z.infer<typeof AdvanceClaimSubmissionJob>;

export const JOB_PAYLOADS = {
  'send-mail': SendMailJob,
  'advance-claim-submission': AdvanceClaimSubmissionJob,
} as const satisfies Record<JobKind, z.ZodType>;

export type JobPayload<K extends JobKind> = z.infer<(typeof JOB_PAYLOADS)[K]>;

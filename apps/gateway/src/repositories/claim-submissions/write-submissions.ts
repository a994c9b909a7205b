import {
  getPlanIsoDate,
  STORED_STATUS_OF_SUBMITTED,
  type SubmittedClaimStatus,
  type SubmittedClaimType,
} from '@dash/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { NewAttachment } from '../../uploads/new-attachment';

export interface NewSubmission {
  readonly memberKey: string;
  readonly familyKey: string;
  readonly domainId: number;
  readonly claimType: SubmittedClaimType;
  readonly providerName: string;
  readonly providerAddress: string;
  readonly country: string;
  readonly serviceDate: string;
  readonly services: string;
  readonly teeth: string;
  readonly amountMinor: number;
  readonly currency: string;
  /** The amount in US cents, as the claims list shows every claim (the demo's rate). */
  readonly billedUsdCents: number;
  readonly submittedBy: number;
  readonly submittedAt: Date;
}

/** Runs in the submission's transaction, after its rows: its notification and its first step's job. */
export type AfterSubmit = (trx: Transaction<Database>, submissionId: number) => Promise<void>;

/**
 * A submitted claim, its row in the claims list (RECEIVED, nothing allowed or paid yet) and its
 * receipt, in one transaction with `afterSubmit`: all of it is stored, or none of it.
 */
export function createSubmission(
  db: Kysely<Database>,
  submission: NewSubmission,
  attachments: readonly NewAttachment[],
  afterSubmit: AfterSubmit,
): Promise<{ submissionId: number; claimNumber: string }> {
  return db.transaction().execute(async (trx) => {
    const { n } = await sql<{ n: string }>`select nextval('claim_submission_numbers')::text as n`
      .execute(trx)
      .then((result) => result.rows[0] ?? { n: '0' });
    const claimNumber = `SUB${n.padStart(8, '0')}`;
    await trx
      .insertInto('claims')
      .values({
        claim_number: claimNumber,
        family_key: submission.familyKey,
        member_key: submission.memberKey,
        category: submission.claimType,
        provider_id: null,
        provider_name: submission.providerName,
        service_start_date: submission.serviceDate,
        service_end_date: submission.serviceDate,
        received_date: getPlanIsoDate(submission.submittedAt),
        processed_date: null,
        billed_cents: submission.billedUsdCents,
        allowed_cents: 0,
        paid_cents: 0,
        member_responsibility_cents: 0,
        status: STORED_STATUS_OF_SUBMITTED.received,
      })
      .execute();
    const row = await trx
      .insertInto('claim_submissions')
      .values({
        claim_number: claimNumber,
        member_key: submission.memberKey,
        family_key: submission.familyKey,
        domain_id: submission.domainId,
        claim_type: submission.claimType,
        provider_name: submission.providerName,
        provider_address: submission.providerAddress,
        country: submission.country,
        service_date: submission.serviceDate,
        services: submission.services,
        teeth: submission.teeth,
        amount_minor: submission.amountMinor,
        currency: submission.currency,
        submitted_by: submission.submittedBy,
        submitted_at: submission.submittedAt,
        status_changed_at: submission.submittedAt,
      })
      .returning('submission_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('claim_submission_attachments')
      .values(
        attachments.map((file) => ({
          submission_id: row.submission_id,
          file_name: file.fileName,
          content_type: file.contentType,
          byte_size: file.content.byteLength,
          content: file.content,
        })),
      )
      .execute();
    await afterSubmit(trx, row.submission_id);
    return { submissionId: row.submission_id, claimNumber };
  });
}

/**
 * Moves a submission from `from` to `to` in `trx`, with its claims row: in review is the list's
 * processing; processed is paid in full (the demo's seeded processing reimburses what was paid).
 * Returns the member told, or null when the submission is not at `from` (a job run twice moves once).
 */
export async function moveSubmission(
  trx: Kysely<Database>,
  submissionId: number,
  from: SubmittedClaimStatus,
  to: SubmittedClaimStatus,
  at: Date,
): Promise<{ memberKey: string } | null> {
  const moved = await trx
    .updateTable('claim_submissions')
    .set({ status: to, status_changed_at: at })
    .where('submission_id', '=', submissionId)
    .where('status', '=', from)
    .returning(['member_key', 'claim_number'])
    .executeTakeFirst();
  if (!moved) return null;
  await trx
    .updateTable('claims')
    .set((eb) =>
      to === 'processed'
        ? {
            status: STORED_STATUS_OF_SUBMITTED[to],
            processed_date: getPlanIsoDate(at),
            allowed_cents: eb.ref('billed_cents'),
            paid_cents: eb.ref('billed_cents'),
          }
        : { status: STORED_STATUS_OF_SUBMITTED[to] },
    )
    .where('claim_number', '=', moved.claim_number)
    .execute();
  return { memberKey: moved.member_key };
}

import type { AttachmentType, SubmittedClaimStatus, SubmittedClaimType } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SubmissionRow {
  readonly submissionId: number;
  readonly claimNumber: string;
  readonly memberKey: string;
  readonly memberName: string;
  readonly status: SubmittedClaimStatus;
  readonly claimType: SubmittedClaimType;
  readonly providerName: string;
  readonly providerAddress: string;
  readonly country: string;
  readonly serviceDate: string;
  readonly services: string;
  readonly teeth: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly submittedAt: Date;
}

export interface SubmissionAttachmentRow {
  readonly attachmentId: number;
  readonly submissionId: number;
  readonly fileName: string;
  readonly contentType: AttachmentType;
  readonly byteSize: number;
}

/** A brand's submitted claims, newest first, at most `limit` (staff's list: never another brand's). */
export async function listBrandSubmissions(
  db: Kysely<Database>,
  domainId: number,
  limit: number,
): Promise<SubmissionRow[]> {
  const rows = await db
    .selectFrom('claim_submissions as s')
    .innerJoin('members as m', 'm.member_key', 's.member_key')
    .selectAll('s')
    .select(['m.first_name', 'm.last_name'])
    .where('s.domain_id', '=', domainId)
    .orderBy('s.submission_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    submissionId: Number(row.submission_id),
    claimNumber: row.claim_number,
    memberKey: row.member_key,
    memberName: `${row.first_name} ${row.last_name}`,
    status: row.status,
    claimType: row.claim_type,
    providerName: row.provider_name,
    providerAddress: row.provider_address,
    country: row.country,
    serviceDate: String(row.service_date).slice(0, 10),
    services: row.services,
    teeth: row.teeth,
    amountMinor: row.amount_minor,
    currency: row.currency,
    submittedAt: new Date(row.submitted_at),
  }));
}

/** The receipts of these submissions, without their bytes. */
export async function listSubmissionAttachments(
  db: Kysely<Database>,
  submissionIds: readonly number[],
): Promise<SubmissionAttachmentRow[]> {
  if (submissionIds.length === 0) return [];
  const rows = await db
    .selectFrom('claim_submission_attachments')
    .select(['attachment_id', 'submission_id', 'file_name', 'content_type', 'byte_size'])
    .where('submission_id', 'in', submissionIds)
    .orderBy('attachment_id')
    .execute();
  return rows.map((row) => ({
    attachmentId: Number(row.attachment_id),
    submissionId: Number(row.submission_id),
    fileName: row.file_name,
    contentType: row.content_type,
    byteSize: row.byte_size,
  }));
}

/** One receipt with its bytes, when its submission is of the brand. */
export async function findBrandAttachment(db: Kysely<Database>, domainId: number, attachmentId: number) {
  const row = await db
    .selectFrom('claim_submission_attachments as a')
    .innerJoin('claim_submissions as s', 's.submission_id', 'a.submission_id')
    .select(['a.file_name', 'a.content_type', 'a.content', 's.member_key', 's.submission_id'])
    .where('a.attachment_id', '=', attachmentId)
    .where('s.domain_id', '=', domainId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    fileName: row.file_name,
    contentType: row.content_type,
    content: row.content,
    memberKey: row.member_key,
    submissionId: Number(row.submission_id),
  };
}

import type { SubmittedClaimStatus } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { NewAttachment } from '../uploads/new-attachment';
import {
  findBrandAttachment,
  listBrandSubmissions,
  listSubmissionAttachments,
} from './claim-submissions/read-submissions';
import {
  type AfterSubmit,
  createSubmission,
  moveSubmission,
  type NewSubmission,
} from './claim-submissions/write-submissions';

/**
 * Claims the member submits (issue 39 §3, migration 046): the submission, its claims row and its
 * receipt; staff's reads start from the brand, so another brand's submission is never found.
 */
export function createClaimSubmissionsRepository(db: Kysely<Database>) {
  return {
    create: (submission: NewSubmission, attachments: readonly NewAttachment[], afterSubmit: AfterSubmit) =>
      createSubmission(db, submission, attachments, afterSubmit),
    /** In a transaction of its own, with `alsoInTransaction` (the step's notification and next job). */
    move: (
      submissionId: number,
      from: SubmittedClaimStatus,
      to: SubmittedClaimStatus,
      at: Date,
      alsoInTransaction: (trx: Kysely<Database>, memberKey: string) => Promise<void>,
    ) =>
      db.transaction().execute(async (trx) => {
        const moved = await moveSubmission(trx, submissionId, from, to, at);
        if (moved) await alsoInTransaction(trx, moved.memberKey);
        return moved !== null;
      }),
    listBrand: (domainId: number, limit: number) => listBrandSubmissions(db, domainId, limit),
    listAttachments: (submissionIds: readonly number[]) => listSubmissionAttachments(db, submissionIds),
    findBrandAttachment: (domainId: number, attachmentId: number) =>
      findBrandAttachment(db, domainId, attachmentId),
  };
}

export type ClaimSubmissionsRepository = ReturnType<typeof createClaimSubmissionsRepository>;

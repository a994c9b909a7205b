import type { StaffClaimSubmissions } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { Caller } from '../caller';
import { requireStaff } from '../secure-messages/message-caller';
import { STAFF_READ_ACTION } from '../secure-messages/read-staff-conversations';
import type { AttachmentDownload } from '../secure-messages/secure-messages-deps';
import type { ClaimSubmissionsDeps } from './claim-submissions-deps';

type Deps = Pick<ClaimSubmissionsDeps, 'submissions' | 'audit'>;

/** The newest submissions staff's list shows at once. */
const STAFF_LIST_LIMIT = 100;

function auditRead(deps: Deps, caller: Caller, targetMemberKey: string | null, detail: object) {
  return deps.audit({
    action: STAFF_READ_ACTION,
    actorAccountId: caller.session.accountId,
    targetMemberKey,
    clientAddress: caller.clientAddress,
    detail: {
      area: 'claim-submissions',
      domainId: caller.domainId,
      staffRole: caller.session.role,
      ...detail,
    },
  });
}

/**
 * GET staff/claim-submissions (issue 39 §3): the brand's submitted claims, newest first, with their
 * receipts; never another brand's. Staff signed in as themselves only; audited as a staff read.
 */
export function createStaffSubmissions(deps: Deps) {
  return async function list(caller: Caller): Promise<StaffClaimSubmissions> {
    requireStaff(caller);
    const rows = await deps.submissions.listBrand(caller.domainId, STAFF_LIST_LIMIT);
    const files = await deps.submissions.listAttachments(rows.map((row) => row.submissionId));
    await auditRead(deps, caller, null, { list: 'claim-submissions', rows: rows.length });
    return {
      claims: rows.map(({ memberKey: _, amountMinor, submittedAt, ...row }) => ({
        ...row,
        amountPaid: amountMinor,
        submittedAt: submittedAt.toISOString(),
        attachments: files
          .filter((file) => file.submissionId === row.submissionId)
          .map(({ submissionId: __, ...file }) => file),
      })),
    };
  };
}

/** GET staff/claim-submissions/attachments/:attachmentId: a receipt of the brand; audited. */
export function createStaffSubmissionAttachment(deps: Deps) {
  return async function getAttachment(caller: Caller, attachmentId: number): Promise<AttachmentDownload> {
    requireStaff(caller);
    const file = await deps.submissions.findBrandAttachment(caller.domainId, attachmentId);
    if (!file) throw new NotFoundError('claimSubmissions.attachmentNotFound');
    await auditRead(deps, caller, file.memberKey, { submissionId: file.submissionId, attachmentId });
    return file;
  };
}

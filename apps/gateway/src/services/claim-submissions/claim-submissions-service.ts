import { createAdvanceSubmission } from './claim-steps';
import type { ClaimSubmissionsDeps } from './claim-submissions-deps';
import { createStaffSubmissionAttachment, createStaffSubmissions } from './read-staff-submissions';
import { createSubmitClaim } from './submit-claim';

/** Claims the member submits (issue 39 §3): the member's submission, its steps, staff's reads. */
export function createClaimSubmissionsService(deps: ClaimSubmissionsDeps) {
  return {
    submit: createSubmitClaim(deps),
    advance: createAdvanceSubmission(deps),
    staffList: createStaffSubmissions(deps),
    staffGetAttachment: createStaffSubmissionAttachment(deps),
  };
}

export type ClaimSubmissionsService = ReturnType<typeof createClaimSubmissionsService>;

import type { SubmittedClaimStatus } from '@dash/domain';
import type { JobHandler } from '../job-queue';

/**
 * The advance-claim-submission job (issue 39 §3, decision 064): one step of a submitted claim's seeded
 * processing. Its work is one transaction that moves the claim only from the step the job names, so a
 * job run again after its gateway died moves nothing twice and tells the member once. Given up (the
 * database down for every retry), the claim stays where it was: the member still sees its status.
 */
export function createAdvanceClaimSubmissionHandler(deps: {
  readonly advance: (submissionId: number, from: SubmittedClaimStatus) => Promise<boolean>;
  readonly retry: JobHandler<'advance-claim-submission'>['retry'];
}): JobHandler<'advance-claim-submission'> {
  return {
    retry: deps.retry,
    async run({ submissionId, from }) {
      await deps.advance(submissionId, from);
    },
    async gaveUp() {},
  };
}

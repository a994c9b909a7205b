import { getNextSubmittedClaimStatus, SUBMITTED_CLAIM_STEPS, type SubmittedClaimStatus } from '@dash/domain';
import { type ClaimSubmissionsDeps, type Executor, STEP_RETRY } from './claim-submissions-deps';

type Deps = Pick<ClaimSubmissionsDeps, 'queue' | 'notices' | 'config'>;

/**
 * What every step does in its own transaction (issue 39 §3): tells the member where the claim is now
 * (the step's notification, with its e-mail when the kind and preferences ask) and, unless the claim
 * is processed, queues the job that moves it on after the demo's wait. Both exist only if the step does.
 */
export async function recordStep(
  deps: Deps,
  trx: Executor,
  step: { submissionId: number; memberKey: string; status: SubmittedClaimStatus; at: Date },
): Promise<void> {
  await deps.notices.record(trx, {
    kind: SUBMITTED_CLAIM_STEPS[step.status].notice,
    to: { memberKey: step.memberKey },
    occurredAt: step.at,
  });
  if (step.status === 'processed') return;
  await deps.queue.enqueue(
    trx,
    'advance-claim-submission',
    { submissionId: step.submissionId, from: step.status },
    STEP_RETRY,
    deps.config.claimStepSeconds,
  );
}

/**
 * The job's work: the submission moves from `from` to the next step with its claims row, its
 * notification and the next job, in one transaction; a submission no longer at `from` (the job ran
 * twice) is left alone.
 */
export function createAdvanceSubmission(deps: Deps & Pick<ClaimSubmissionsDeps, 'submissions' | 'now'>) {
  return async function advance(submissionId: number, from: SubmittedClaimStatus): Promise<boolean> {
    const to = getNextSubmittedClaimStatus(from);
    if (to === null) return false;
    const at = deps.now();
    const moved = await deps.submissions.move(submissionId, from, to, at, (trx, memberKey) =>
      recordStep(deps, trx, { submissionId, memberKey, status: to, at }),
    );
    if (moved) deps.notices.wake();
    return moved;
  };
}

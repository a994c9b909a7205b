import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import type { ClaimSubmissionsRepository } from '../../repositories/claim-submissions-repository';
import type { ClaimsRepository } from '../../repositories/claims-repository';
import type { SignInRepository } from '../../repositories/sign-in-repository';
import type { RecordNotification } from '../member-notifications/record-notification';

/** What the submitted claims' flows are built from (issue 39 §3); each takes the part it uses. */
export interface ClaimSubmissionsDeps {
  readonly submissions: ClaimSubmissionsRepository;
  /** The session's member and family, as the claims list reads them. */
  readonly claims: Pick<ClaimsRepository, 'getCallerFamily'>;
  /** Each step's job, queued in the step's transaction (decision 040). */
  readonly queue: Pick<JobQueue, 'enqueue' | 'wake'>;
  /** Each step told to the member (issue 39 §2), in the step's transaction. */
  readonly notices: Pick<RecordNotification, 'record' | 'wake'>;
  readonly audit: SignInRepository['audit'];
  readonly config: Pick<Config['jobs'], 'claimStepSeconds'>;
  readonly now: () => Date;
}

/** The step job's retries: a database hiccup is tried again a few times, a minute apart at most. */
export const STEP_RETRY = { retryLimit: 5, retryDelaySeconds: 5 } as const;

export type Executor = Kysely<Database>;

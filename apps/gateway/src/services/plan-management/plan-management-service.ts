import { isCancellationChange, isCancellationOffered } from '@dash/domain';
import type {
  PlanCancellationRequest,
  PlanManagementDetails,
  PlanManagementResponse,
} from '@dash/domain/api';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import type { CareRepository } from '../../repositories/care-repository';
import type { IdCardRepository } from '../../repositories/id-card-repository';
import type { PlanCancellationRepository } from '../../repositories/plan-cancellation-repository';
import { type Caller, requireMemberKey } from '../caller';

/**
 * Plan management details (document 2 §7). A family without plan management gets null: the home
 * banner is then absent, where an error would send the screen to /error (document 2 §8).
 * Cancelling (POST plan-management/cancellation) is the subscriber's, for an offered option, in one
 * transaction; the same request twice is one change (the audit plugin records every write).
 */
export function createPlanManagementService(deps: {
  readonly care: CareRepository;
  readonly idCards: IdCardRepository;
  readonly plans: PlanCancellationRepository;
}) {
  return {
    get: (caller: Caller): Promise<PlanManagementResponse> =>
      deps.care.getPlanManagement(requireMemberKey(caller)),

    async cancel(caller: Caller, request: PlanCancellationRequest): Promise<PlanManagementDetails> {
      const memberKey = requireMemberKey(caller);
      const [details, rows] = await Promise.all([
        deps.care.getPlanManagement(memberKey),
        deps.idCards.getIdCardRows(memberKey),
      ]);
      if (!rows) throw new NotFoundError('server.noMember');
      if (!details?.eligibleAndActive) throw new NotFoundError('area.noPlanManagement');
      if (rows.memberSuffix !== 0) throw new ForbiddenError('area.onlySubscriberCancels');
      if (!isCancellationOffered(details, request.cancellationStatusId)) {
        throw new BadRequestError('area.cancellationNotOffered', {
          fieldErrors: { cancellationStatusId: ['area.cancellationNotOffered'] },
        });
      }
      const result = await deps.plans.cancel(memberKey, request.cancellationStatusId, (current) =>
        isCancellationChange(current, request.cancellationStatusId),
      );
      if (!result) throw new NotFoundError('area.noPlanManagement');
      const updated = await deps.care.getPlanManagement(memberKey);
      if (!updated) throw new NotFoundError('area.noPlanManagement');
      return updated;
    },
  };
}

export type PlanManagementService = ReturnType<typeof createPlanManagementService>;

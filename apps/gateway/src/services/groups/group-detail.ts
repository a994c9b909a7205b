import { COVERAGE_CATEGORIES, getPlanStatus } from '@dash/domain';
import type { GroupDetail, GroupPlan } from '@dash/domain/api';
import type { AccountGroupPlans } from '../../repositories/group-repository';

/** Group detail with each plan's status as of today (document 1 §3). */
export function toGroupDetail(
  group: AccountGroupPlans,
  currentMemberKey: string | null,
  on: string,
): GroupDetail {
  const [medical, dental, vision, pharmacy] = COVERAGE_CATEGORIES.map((category): GroupPlan | null => {
    const plan = group.plans.find((p) => p.category === category);
    if (!plan) return null;
    const dates = {
      planEffectiveDate: plan.planEffectiveDate,
      planTerminationDate: plan.planTerminationDate,
    };
    return { ...dates, planStatus: getPlanStatus(dates, on) };
  });
  return {
    groupId: group.groupId,
    groupName: group.groupName,
    groupEffectiveDate: group.groupEffectiveDate,
    groupTerminationDate: group.groupTerminationDate,
    current: group.memberKey === currentMemberKey,
    medical: medical ?? null,
    dental: dental ?? null,
    vision: vision ?? null,
    pharmacy: pharmacy ?? null,
  };
}

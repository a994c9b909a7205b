import { formatIsoDate } from '../format/format';

/** Plan status of a group plan category (document 1 §3, Group detail). */
export const PLAN_STATUSES = ['ACTIVE', 'FUTURE', 'TERMED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export interface PlanDates {
  /** yyyy-mm-dd */
  readonly planEffectiveDate: string;
  /** yyyy-mm-dd, the last covered day; null while open-ended. */
  readonly planTerminationDate: string | null;
}

/**
 * The status of a plan as of `today` (yyyy-mm-dd), derived from its dates so it can never disagree
 * with them (document 1 §3): not yet effective is FUTURE, past its termination day is TERMED, else
 * ACTIVE. The termination day itself is still covered.
 */
export function getPlanStatus(plan: PlanDates, today: string): PlanStatus {
  if (plan.planEffectiveDate > today) return 'FUTURE';
  if (plan.planTerminationDate !== null && plan.planTerminationDate < today) return 'TERMED';
  return 'ACTIVE';
}

/**
 * The status text of a plan (document 1 §4, "Plan status text"): ACTIVE 'Active since {date}',
 * FUTURE 'Effective on {date}', TERMED 'Terminated on {termination date}'.
 */
export function getPlanStatusText(plan: PlanDates & { readonly planStatus: PlanStatus }): string {
  switch (plan.planStatus) {
    case 'ACTIVE':
      return `Active since ${formatIsoDate(plan.planEffectiveDate)}`;
    case 'FUTURE':
      return `Effective on ${formatIsoDate(plan.planEffectiveDate)}`;
    case 'TERMED':
      return `Terminated on ${formatIsoDate(plan.planTerminationDate ?? plan.planEffectiveDate)}`;
  }
}

/** The accessible text of the status icon: green check for ACTIVE, red cross for TERMED (document 1 §2). */
export const PLAN_STATUS_ICON_LABELS: Readonly<Record<PlanStatus, string | null>> = {
  ACTIVE: 'Active',
  FUTURE: null,
  TERMED: 'Terminated',
};

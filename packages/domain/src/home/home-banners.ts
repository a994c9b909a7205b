import type { EbillFlags } from '../api/home';
import type { PlanManagementDetails, ProductCategory } from '../api/member-data';
import type { DomainId } from '../brands/domain-ids';
import { getPlanIsoDate } from '../format/format';
import { isEbillMenuShown } from '../navigation/settings-menu';

/** The preventive care initiative card belongs to the City of Portland group (document 2 §2, §9). */
export const CITY_INITIATIVE_GROUP_ID = '10002805';

export function isCityInitiativeShown(groupId: string): boolean {
  return groupId === CITY_INITIATIVE_GROUP_ID;
}

/** Benefits that end with a direct-plan cancellation (document 2 §4): M the medical list, D medical and dental. */
export const BENEFITS_ENDING_BY_STATUS = {
  M: ['Medical'],
  D: ['Medical', 'Dental'],
} as const satisfies Record<'M' | 'D', readonly ProductCategory[]>;

export type PlanManagementBanner =
  | { readonly kind: 'renewal'; readonly planYear: number | null; readonly openEnrollmentEnd: string | null }
  | {
      readonly kind: 'ending';
      readonly endDate: string | null;
      readonly benefits: readonly ProductCategory[];
    };

/**
 * The plan-management banner (document 2 §2, §4): only when plan management is eligibleAndActive.
 * With no cancellation status the renewal reminder shows until the open enrollment end date (inclusive,
 * on the plan's calendar);
 * status M or D says which benefits end.
 */
export function getPlanManagementBanner(
  details: PlanManagementDetails | null,
  now: Date,
): PlanManagementBanner | null {
  if (!details?.eligibleAndActive) return null;
  const status = details.directPlanCancellationStatus;
  if (status) {
    return {
      kind: 'ending',
      endDate: details.coverageEndDateUponCancellation,
      benefits: BENEFITS_ENDING_BY_STATUS[status.id],
    };
  }
  const today = getPlanIsoDate(now);
  if (details.openEnrollmentEnd !== null && today > details.openEnrollmentEnd) return null;
  return {
    kind: 'renewal',
    planYear: details.upcomingPlanYear,
    openEnrollmentEnd: details.openEnrollmentEnd,
  };
}

/**
 * The eBill alert banner (document 2 §2): when eBill asks for it, and only where the eBill menu may be
 * shown (§6: eBill and not termed, never on the partner brand).
 */
export function isEbillAlertShown(
  ebill: EbillFlags | null,
  facts: { readonly domainId: DomainId; readonly termed: boolean },
): boolean {
  if (!ebill?.showEbillAlert) return false;
  return isEbillMenuShown({ domainId: facts.domainId, hasEbill: ebill.hasEbill, termed: facts.termed });
}

import { getEarliestHistoryDay, validateDayRange } from '../benefits/date-range';
import { COVERAGE_CATEGORY_LABELS, type CoverageCategory } from '../coverage/coverage-categories';

/**
 * Claim statuses as members see them. The specification leaves the claims call's shape open
 * (document 2 §7 "Configured but unused"); these four are the stages a member can act on.
 */
export const CLAIM_STATUSES = ['received', 'processing', 'paid', 'denied'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Each status in English, as the EOB pdf shows it (the screens read the claims catalogue). */
export const CLAIM_STATUS_LABELS = {
  received: 'Received',
  processing: 'Processing',
  paid: 'Paid',
  denied: 'Denied',
} as const satisfies Record<ClaimStatus, string>;

/** Claim categories are the benefit categories medical, dental, vision, pharmacy (document 2 §3). */
export function getClaimCategoryLabel(category: CoverageCategory): string {
  return COVERAGE_CATEGORY_LABELS[category];
}

/** Claims and EOB lists are paged by page and size, like referrals (document 2 §3, §9). */
export const CLAIMS_PAGE_SIZE = 10;
export const CLAIMS_MAX_PAGE_SIZE = 50;

/**
 * Whose claims a member reads: the subscriber (suffix 0) the whole family's, anyone else only
 * their own. The privacy-respecting default for adult dependents (docs/security.md, decision 014);
 * document 2 §6 already keeps EOBs for subscribers.
 */
export function getClaimsScope(memberSuffix: number): 'family' | 'own' {
  return memberSuffix === 0 ? 'family' : 'own';
}

/** Only subscribers (suffix 0) see EOBs (document 2 §6). */
export function canSeeEobs(memberSuffix: number): boolean {
  return memberSuffix === 0;
}

/** Two years before a yyyy-mm-dd day (document 2 §5), the earliest day the filters accept. */
export const getEarliestHistoryDate = getEarliestHistoryDay;

/**
 * The claims and EOB date filter (document 2 §5): the end after the start, and the start not
 * earlier than two years ago at midnight. Either end may be left open: a missing start is the
 * earliest allowed day, a missing end is open. The rule is validateDayRange's (benefits/date-range),
 * the one implementation; the filters name any failure dateRangeInvalid.
 */
export function validateHistoryDateRange(
  range: { readonly startDate?: string | undefined; readonly endDate?: string | undefined },
  todayIso: string,
): 'dateRangeInvalid' | null {
  const earliest = getEarliestHistoryDay(todayIso);
  const error = validateDayRange(range.startDate ?? earliest, range.endDate ?? null, earliest);
  return error === null ? null : 'dateRangeInvalid';
}

import { COVERAGE_CATEGORY_LABELS, type CoverageCategory } from '../coverage/coverage-categories';
import { type DateRangeError, validateRecentDateRange } from '../validation/validators';

/**
 * Claim statuses as members see them. The specification leaves the claims call's shape open
 * (document 2 §7 "Configured but unused"); these four are the stages a member can act on.
 */
export const CLAIM_STATUSES = ['received', 'processing', 'paid', 'denied'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Each status as a screen shows it. */
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

/** A yyyy-mm-dd day as a local midnight, the form validateRecentDateRange compares. */
function localMidnight(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** Two years before a yyyy-mm-dd day, as validateRecentDateRange counts it (document 2 §5). */
export function getEarliestHistoryDate(todayIso: string): string {
  const today = localMidnight(todayIso);
  const earliest = new Date(today.getFullYear() - 2, today.getMonth(), today.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${earliest.getFullYear()}-${pad(earliest.getMonth() + 1)}-${pad(earliest.getDate())}`;
}

/**
 * The claims and EOB date filter (document 2 §5): the end after the start, and the start not
 * earlier than two years ago at midnight. Either end may be left open; the rule of
 * validateRecentDateRange (the one implementation) runs on the days given, the missing start being
 * the earliest allowed day and the missing end being open.
 */
export function validateHistoryDateRange(
  range: { readonly startDate?: string | undefined; readonly endDate?: string | undefined },
  todayIso: string,
): DateRangeError | null {
  const start = range.startDate ?? getEarliestHistoryDate(todayIso);
  if (range.endDate === undefined) {
    // No end: only the two-year bound applies; an end a day after the start always passes.
    const dayAfter = localMidnight(start);
    dayAfter.setDate(dayAfter.getDate() + 1);
    return validateRecentDateRange(localMidnight(start), dayAfter, localMidnight(todayIso));
  }
  return validateRecentDateRange(localMidnight(start), localMidnight(range.endDate), localMidnight(todayIso));
}

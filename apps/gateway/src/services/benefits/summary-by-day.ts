import type { BenefitSummary } from '@dash/domain/api';
import type { BenefitCategory } from '../../db/tables/member-data';
import type { BenefitsRepository } from '../../repositories/benefits-repository';

type SummaryReads = Pick<BenefitsRepository, 'getSummary' | 'getUpcomingPeriodStart'>;

/**
 * The summary of the plan period holding today, else of the member's next one: a member whose
 * coverage has not started yet (enrolled in December for January) reads the benefits it starts with,
 * and the page's dates say which period that is. null when the family has no member with the suffix.
 */
export async function getSummaryFromToday(
  benefits: SummaryReads,
  signedInMemberKey: string,
  suffix: number,
  category: BenefitCategory,
  today: string,
): Promise<BenefitSummary | null> {
  const summary = await benefits.getSummary(signedInMemberKey, suffix, category, today);
  if (!summary || summary.tiers.length > 0) return summary;
  const upcoming = await benefits.getUpcomingPeriodStart(signedInMemberKey, suffix, category, today);
  return upcoming ? benefits.getSummary(signedInMemberKey, suffix, category, upcoming) : summary;
}

/**
 * The summary of the plan period holding the day asked for, as it is; when none holds it, with the
 * start of the member's next period after both that day and today (coverage not started yet), so the
 * page can offer the benefits the coverage starts with. A day before a member's first period on
 * record names no start: that member's coverage began long ago.
 */
export async function getSummaryOfDay(
  benefits: SummaryReads,
  signedInMemberKey: string,
  suffix: number,
  category: BenefitCategory,
  { day, today }: { readonly day: string; readonly today: string },
): Promise<BenefitSummary | null> {
  const summary = await benefits.getSummary(signedInMemberKey, suffix, category, day);
  if (!summary || summary.tiers.length > 0) return summary;
  const after = day > today ? day : today;
  const nextPeriodStart = await benefits.getUpcomingPeriodStart(signedInMemberKey, suffix, category, after);
  return { ...summary, nextPeriodStart };
}

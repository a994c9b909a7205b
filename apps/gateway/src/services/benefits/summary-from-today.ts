import type { BenefitSummary } from '@dash/domain/api';
import type { BenefitCategory } from '../../db/tables/member-data';
import type { BenefitsRepository } from '../../repositories/benefits-repository';

/**
 * The summary of the plan period holding today, else of the member's next one: a member whose
 * coverage has not started yet (enrolled in December for January) reads the benefits it starts with,
 * and the page's dates say which period that is. null when the family has no member with the suffix.
 */
export async function getSummaryFromToday(
  benefits: Pick<BenefitsRepository, 'getSummary' | 'getUpcomingPeriodStart'>,
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

import { type BenefitTier, getBenefitsTimeline, getTierNetwork } from '@dash/domain';
import { useMemo } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { benefitsTexts } from '../texts';

/**
 * The benefits pages' catalogue with the words the domain rules choose (a tier's network, a period's
 * timeline, document 2 §4) and the amounts and dates in the language in use.
 */
export function useBenefitWords() {
  const t = benefitsTexts.useTexts();
  const format = useFormat();
  return useMemo(
    () => ({
      t,
      format,
      /** 'In network' / 'Out-of-network' for the known ids, any other tier by its own name. */
      tierLabel: (tier: BenefitTier) => {
        const network = getTierNetwork(tier);
        return network ? t(`tier.${network}`) : tier.name;
      },
      /** 'Active since {date}', 'Ending {date}' or 'start - end'; empty with neither date. */
      timeline: (start: string | null, end: string | null) => {
        const timeline = getBenefitsTimeline(start, end);
        if (timeline === null) return '';
        if (timeline.kind === 'range') {
          return t('timeline.range', { start: format.date(timeline.start), end: format.date(timeline.end) });
        }
        return t(`timeline.${timeline.kind}`, { date: format.date(timeline.date) });
      },
      /** "$20.00 met, $30.00 remaining of $50.00" for amounts in cents. */
      amounts: (met: number, remaining: number, total: number) =>
        t('amountText', {
          met: format.money(met),
          remaining: format.money(remaining),
          total: format.money(total),
        }),
    }),
    [t, format],
  );
}

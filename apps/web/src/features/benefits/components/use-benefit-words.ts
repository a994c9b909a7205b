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
  return useMemo(() => {
    /** 'In network' / 'Out-of-network' for the known ids, any other tier by its own name. */
    const tierLabel = (tier: BenefitTier) => {
      const network = getTierNetwork(tier);
      return network ? t(`tier.${network}`) : tier.name;
    };
    return {
      t,
      format,
      tierLabel,
      /**
       * A network a limit or a service names by its code alone (`tab1`, `innet`): in words, as the
       * tiers' tabs say it (document 2 §4, issue 36); any other value as it is.
       */
      networkLabel: (network: string) => tierLabel({ tierId: network, name: network }),
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
    };
  }, [t, format]);
}

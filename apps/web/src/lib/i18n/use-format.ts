import { formatIsoDate, formatUsd } from '@dash/domain';
import { useMemo } from 'react';
import { useLocale } from './locale';

/** Money and dates in the language in use (issue 17), rendered again when it changes. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      /** Cents as dollars: $1,234.50. */
      money: (cents: number) => formatUsd(cents, locale),
      /** An ISO date as mm/dd/yyyy in English, dd/mm/yyyy in Spanish. */
      date: (iso: string) => formatIsoDate(iso, locale),
    }),
    [locale],
  );
}

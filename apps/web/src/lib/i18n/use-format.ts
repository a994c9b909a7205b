import { formatIsoDate, formatUsd } from '@dash/domain';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { getLocale } from './locale';

/** Money and dates in the language in use (issue 17), redrawn when it changes. */
export function useFormat() {
  useLingui(); // redraws the caller when the language changes
  const locale = getLocale();
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

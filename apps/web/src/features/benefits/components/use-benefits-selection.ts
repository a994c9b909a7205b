import { isIsoDay } from '@dash/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The member (suffix) and as-of date a benefits page shows, kept in the address (?suffix=&asOfDate=,
 * document 2 §2 summary?asOfDate) so a reload or a shared link shows the same; the signed-in member
 * and the plan's today by default.
 */
export function useBenefitsSelection(ownSuffix: number) {
  const [params, setParams] = useSearchParams();
  const rawSuffix = params.get('suffix');
  const suffix = rawSuffix !== null && /^\d{1,2}$/.test(rawSuffix) ? Number(rawSuffix) : ownSuffix;
  const rawDate = params.get('asOfDate');
  const asOfDate = rawDate !== null && isIsoDay(rawDate) ? rawDate : null;

  const update = useCallback(
    (changes: { suffix?: number; asOfDate?: string | null }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.suffix !== undefined) next.set('suffix', String(changes.suffix));
          if (changes.asOfDate !== undefined) {
            if (changes.asOfDate === null) next.delete('asOfDate');
            else next.set('asOfDate', changes.asOfDate);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { suffix, asOfDate, update };
}

/** The query string that carries the member and day on to a linked benefits page. */
export function selectionSearch(suffix: number, asOfDate: string | null): string {
  const query = new URLSearchParams({ suffix: String(suffix) });
  if (asOfDate) query.set('asOfDate', asOfDate);
  return `?${query.toString()}`;
}

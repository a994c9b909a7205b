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
  const { suffix, asOfDate } = readBenefitsSelection(params, ownSuffix);

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

/**
 * The member and day an address's query chooses, a value that is not one ignored; the area's
 * loaders, rendering a page on the server, read them the same way (../loaders.ts).
 */
export function readBenefitsSelection(
  params: URLSearchParams,
  ownSuffix: number,
): { readonly suffix: number; readonly asOfDate: string | null } {
  const rawSuffix = params.get('suffix');
  const rawDate = params.get('asOfDate');
  return {
    suffix: rawSuffix !== null && /^\d{1,2}$/.test(rawSuffix) ? Number(rawSuffix) : ownSuffix,
    asOfDate: rawDate !== null && isIsoDay(rawDate) ? rawDate : null,
  };
}

/** The query string that carries the member and day on to a linked benefits page. */
export function selectionSearch(suffix: number, asOfDate: string | null): string {
  const query = new URLSearchParams({ suffix: String(suffix) });
  if (asOfDate) query.set('asOfDate', asOfDate);
  return `?${query.toString()}`;
}

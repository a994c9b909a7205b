import {
  CLAIMS_PAGE_SIZE,
  getEarliestHistoryDate,
  getPageInfo,
  getPlanIsoDate,
  validateHistoryDateRange,
} from '@dash/domain';
import { BadRequestError } from '../../errors';
import { publicMembers } from './claims-caller';

/** The dates asked for, within the last two years (document 2 §5), and the earliest date allowed. */
export function dateRange(
  now: () => Date,
  query: { startDate?: string | undefined; endDate?: string | undefined },
) {
  const today = getPlanIsoDate(now());
  if (validateHistoryDateRange(query, today)) {
    throw new BadRequestError('claims.dateRangeInvalid', {
      code: 'DATE_RANGE_INVALID',
      fieldErrors: { dateRange: ['claims.dateRangeInvalid'] },
    });
  }
  const earliestDate = getEarliestHistoryDate(today);
  return {
    earliestDate,
    startDate: query.startDate ?? earliestDate,
    ...(query.endDate ? { endDate: query.endDate } : {}),
  };
}

export function paging(query: { page?: number | undefined; size?: number | undefined }) {
  const size = query.size ?? CLAIMS_PAGE_SIZE;
  const page = query.page ?? 0;
  return { page, size, offset: page * size, limit: size };
}

/** One page of a history list as the response holds it: the rows, the page, the members, the window's start. */
export function toHistoryPage<T>(
  found: { readonly rows: T[]; readonly total: number },
  { page, size }: { readonly page: number; readonly size: number },
  visible: readonly { suffix: number; firstName: string }[],
  earliestDate: string,
) {
  return {
    content: found.rows,
    page: getPageInfo(page, size, found.total, found.rows.length),
    members: publicMembers(visible),
    earliestDate,
  };
}

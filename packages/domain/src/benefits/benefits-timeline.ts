import { formatIsoDate } from '../format/format';

/** An end date past this year means "no end": sources write open-ended coverage as a far-future date. */
export const OPEN_ENDED_AFTER_YEAR = 2100;

/**
 * Benefits timeline text (document 2 §4): 'Active since {date}' when only a start exists or the end
 * year exceeds 2100; 'Ending {date}' when only an end exists; otherwise 'start - end'. Dates yyyy-mm-dd.
 */
export function getBenefitsTimelineText(start: string | null, end: string | null): string {
  const openEnded = end === null || Number(end.slice(0, 4)) > OPEN_ENDED_AFTER_YEAR;
  if (start !== null && openEnded) return `Active since ${formatIsoDate(start)}`;
  if (start === null && end !== null) return `Ending ${formatIsoDate(end)}`;
  if (start === null) return '';
  return `${formatIsoDate(start)} - ${formatIsoDate(end ?? start)}`;
}

import { formatIsoDate } from '../format/format';

/** An end date past this year means "no end": sources write open-ended coverage as a far-future date. */
export const OPEN_ENDED_AFTER_YEAR = 2100;

/** Which timeline text a period gets, with its dates (yyyy-mm-dd); the screens put it in words. */
export type BenefitsTimeline =
  | { readonly kind: 'activeSince'; readonly date: string }
  | { readonly kind: 'ending'; readonly date: string }
  | { readonly kind: 'range'; readonly start: string; readonly end: string };

/**
 * Benefits timeline (document 2 §4): 'Active since {date}' when only a start exists or the end year
 * exceeds 2100; 'Ending {date}' when only an end exists; otherwise 'start - end'. Null with neither.
 */
export function getBenefitsTimeline(start: string | null, end: string | null): BenefitsTimeline | null {
  const openEnded = end === null || Number(end.slice(0, 4)) > OPEN_ENDED_AFTER_YEAR;
  if (start !== null && openEnded) return { kind: 'activeSince', date: start };
  if (start === null && end !== null) return { kind: 'ending', date: end };
  if (start === null) return null;
  return { kind: 'range', start, end: end ?? start };
}

/** The timeline in English, dates mm/dd/yyyy (document 2 §4), for the places not yet in catalogues. */
export function getBenefitsTimelineText(start: string | null, end: string | null): string {
  const timeline = getBenefitsTimeline(start, end);
  if (timeline === null) return '';
  if (timeline.kind === 'activeSince') return `Active since ${formatIsoDate(timeline.date)}`;
  if (timeline.kind === 'ending') return `Ending ${formatIsoDate(timeline.date)}`;
  return `${formatIsoDate(timeline.start)} - ${formatIsoDate(timeline.end)}`;
}

import { formatIsoDate } from '../format/format';

/**
 * What the gateway responds when a group choice finds no member (document 1 §4); the screens' own words
 * are the web catalogues' (features/login-group-choice and features/switch-group, issue 17).
 */
export const GROUP_SELECTION_TEXTS = {
  notFound: 'Failed to find group for current member',
} as const;

/** Read by the shared plan table (apps/web/src/components), not yet in a catalogue. */
export const SELECT_GROUP_TEXTS = {
  coverage: 'Coverage dates',
  ongoing: 'present',
} as const;

/** The coverage date range of a group, as the /select-group card and the navigation link show it. */
export function formatGroupDateRange(start: string, end: string | null): string {
  return `${formatIsoDate(start)} - ${end ? formatIsoDate(end) : SELECT_GROUP_TEXTS.ongoing}`;
}

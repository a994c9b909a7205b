import { formatIsoDate } from '../format/format';

/** The benefit categories with a summary page (document 2 §2 /benefits sub-routes), in display order (§6). */
export const BENEFIT_SUMMARY_CATEGORIES = ['medical', 'dental', 'vision', 'pharmacy'] as const;
export type BenefitSummaryCategory = (typeof BENEFIT_SUMMARY_CATEGORIES)[number];

/** Whether an address's category is one with a summary page; a page checks it as it renders, without zod. */
export const isBenefitSummaryCategory = (value: string | undefined): value is BenefitSummaryCategory =>
  (BENEFIT_SUMMARY_CATEGORIES as readonly (string | undefined)[]).includes(value);

/**
 * The gateway's responses of the benefits area (document 2 §5): the screens' words, these included, are
 * in the web's benefits catalogue (issue 17).
 */
export const BENEFITS_TEXTS = {
  dateRangeInvalid: 'The end date must be after the start date.',
  startTooEarly: (earliest: string) =>
    `The start date cannot be earlier than ${formatIsoDate(earliest)} (two years ago).`,
  noServiceDetail: 'No details for this service. Go back to your benefits and choose another service.',
} as const;

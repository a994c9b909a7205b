import { z } from 'zod';

/** The brand's holiday calendar (document 1 §7): HTML, sanitized by the page that shows it. */
export const CalendarHtml = z.string();
export type CalendarHtml = z.infer<typeof CalendarHtml>;

/** The hours rules of the contact page (document 1 §2, "Contact page content"). */
export const HOURS_RULES = ['standard', 'medicare', 'medicareAdvantageService'] as const;
export type HoursRule = (typeof HOURS_RULES)[number];

export interface ContactHours {
  /** What the page shows for the line on that date. */
  readonly text: string;
  /** Whether a person answers on that day (weekends depend on the season). */
  readonly staffedToday: boolean;
}

export const HOURS_TEXTS = {
  standard: 'Monday to Friday, 7:30 a.m. to 5:30 p.m. PT',
  medicareWeekdays: 'Monday to Friday, 7 a.m. to 8 p.m. PT (February 15 to September 30)',
  medicareEveryDay: 'Monday to Sunday, 7 a.m. to 8 p.m. PT (October 1 to February 14)',
  serviceEveryDay: '7 a.m. to 8 p.m. PT, seven days a week (October 1 to March 31)',
  serviceWeekdays:
    'Monday to Friday, 7 a.m. to 8 p.m. PT; on weekends and holidays our automated phone line takes your call (April 1 to September 30)',
} as const;

// Built on first use, not at import: an Intl formatter costs main-thread time on every page that
// loads this module (issue 16, TBT).
let pacific: Intl.DateTimeFormat | undefined;
const getPacific = () => {
  pacific ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  });
  return pacific;
};

/** Month (1-12), day and weekend flag of an instant, on the Pacific calendar the hours are stated in. */
function pacificDay(date: Date): { month: number; day: number; weekend: boolean } {
  const parts = Object.fromEntries(
    getPacific()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    month: Number(parts.month),
    day: Number(parts.day),
    weekend: parts.weekday === 'Sat' || parts.weekday === 'Sun',
  };
}

/** month/day as one comparable number: Feb 15 is 215, Oct 1 is 1001. */
const monthDay = (d: { month: number; day: number }) => d.month * 100 + d.day;

/**
 * The hours of a contact line on a date (document 1 §2): most lines Monday to Friday 7:30 a.m. to
 * 5:30 p.m. PT; Medicare lines 7 a.m. to 8 p.m. PT, Monday to Friday from Feb 15 to Sep 30 and Monday
 * to Sunday from Oct 1 to Feb 14; Medicare Advantage customer service 7 a.m. to 8 p.m. PT seven days
 * a week from Oct 1 to Mar 31, automated on weekends and holidays after Mar 31.
 */
export function getContactHours(rule: HoursRule, date: Date): ContactHours {
  const today = pacificDay(date);
  const md = monthDay(today);
  switch (rule) {
    case 'standard':
      return { text: HOURS_TEXTS.standard, staffedToday: !today.weekend };
    case 'medicare': {
      const weekdaysOnly = md >= 215 && md <= 930;
      return {
        text: weekdaysOnly ? HOURS_TEXTS.medicareWeekdays : HOURS_TEXTS.medicareEveryDay,
        staffedToday: !weekdaysOnly || !today.weekend,
      };
    }
    case 'medicareAdvantageService': {
      const everyDay = md >= 1001 || md <= 331;
      return {
        text: everyDay ? HOURS_TEXTS.serviceEveryDay : HOURS_TEXTS.serviceWeekdays,
        staffedToday: everyDay || !today.weekend,
      };
    }
  }
}

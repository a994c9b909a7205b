import type { Insertable } from 'kysely';
import type { HolidayCalendarsTable } from '../tables/member-data';

/** The nth (1-based) weekday of a month; n = -1 is the last one. Weekday 0 is Sunday. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n < 0) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return new Date(Date.UTC(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)));
  }
  const first = new Date(Date.UTC(year, month, 1));
  return new Date(Date.UTC(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7));
}

function holidays(year: number): readonly [string, Date][] {
  return [
    ["New Year's Day", new Date(Date.UTC(year, 0, 1))],
    ['Memorial Day', nthWeekday(year, 4, 1, -1)],
    ['Independence Day', new Date(Date.UTC(year, 6, 4))],
    ['Labor Day', nthWeekday(year, 8, 1, 1)],
    ['Thanksgiving Day', nthWeekday(year, 10, 4, 4)],
    ['Day after Thanksgiving', new Date(nthWeekday(year, 10, 4, 4).getTime() + 86_400_000)],
    ['Christmas Day', new Date(Date.UTC(year, 11, 25))],
  ];
}

const format = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function calendarHtml(year: number, closedNote: string): string {
  const rows = holidays(year)
    .map(([name, day]) => `<tr><td>${name}</td><td>${format.format(day)}</td></tr>`)
    .join('');
  return `<h3>${year} holiday closures</h3><p>${closedNote}</p><table><thead><tr><th>Holiday</th><th>Date</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The holiday calendar each brand's contact page shows (document 1 §2, message/calendar/domain/{id}). */
export function holidayCalendars(today: Date): Insertable<HolidayCalendarsTable>[] {
  const year = today.getUTCFullYear();
  return [
    { domain_id: 1, html: calendarHtml(year, 'Customer service is closed on these days.') },
    {
      domain_id: 2,
      html: calendarHtml(
        year,
        'On these days our automated phone line takes your call and we call you back.',
      ),
    },
    { domain_id: 5, html: calendarHtml(year, 'Partner customer service is closed on these days.') },
  ];
}

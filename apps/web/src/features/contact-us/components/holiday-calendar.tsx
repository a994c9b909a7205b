import type { ContactUsData } from '../contact-us-data';
import { contactUsTexts } from '../texts';

function CalendarBody({ calendar }: Pick<ContactUsData, 'calendar'>) {
  const t = contactUsTexts.useTexts();
  if (calendar === null) return <p>{t('calendarUnavailable')}</p>;
  return (
    <div
      className="holiday-calendar"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the calendar HTML comes from another system (document 1 §2) and its loader sanitized it (lib/server-html-policy.ts).
      dangerouslySetInnerHTML={{ __html: calendar }}
    />
  );
}

/**
 * The brand's holiday calendar, as the route's loader sanitized it (lib/server-content.server.ts on the
 * server, lib/server-content.ts in the browser): in the server-rendered page itself.
 */
export function HolidayCalendar({ calendar }: Pick<ContactUsData, 'calendar'>) {
  const t = contactUsTexts.useTexts();
  return (
    <section className="stack" aria-labelledby="holiday-calendar-title">
      <h2 id="holiday-calendar-title">{t('calendarTitle')}</h2>
      <CalendarBody calendar={calendar} />
    </section>
  );
}

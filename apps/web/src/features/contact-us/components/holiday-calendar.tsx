import { Spinner } from '@/components/spinner';
import { useHydrated } from '@/hooks/use-hydrated';
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
 * The brand's holiday calendar, sanitized by the route's loader (lib/server-content.ts, or
 * server-content.server.ts on the server): in the server-rendered page when the server's loader
 * sanitized it. The browser's loader's waits until React owns the page, as the data-mode build's server
 * render had no DOM to sanitize it with (until that build goes, decision 053).
 */
export function HolidayCalendar({
  calendar,
  sanitizedOnServer,
}: Pick<ContactUsData, 'calendar' | 'sanitizedOnServer'>) {
  const t = contactUsTexts.useTexts();
  const shown = useHydrated() || sanitizedOnServer;
  return (
    <section className="stack" aria-labelledby="holiday-calendar-title">
      <h2 id="holiday-calendar-title">{t('calendarTitle')}</h2>
      {shown ? <CalendarBody calendar={calendar} /> : <Spinner label={t('calendarLoading')} />}
    </section>
  );
}

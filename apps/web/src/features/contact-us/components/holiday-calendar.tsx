import { Suspense, use } from 'react';
import { Spinner } from '@/components/spinner';
import { sanitizeServerHtml } from '@/lib/server-content';
import { contactUsTexts } from '../texts';

function CalendarBody({ calendar }: { calendar: Promise<string | null> }) {
  const html = use(calendar);
  const t = contactUsTexts.useTexts();
  if (html === null) return <p>{t('calendarUnavailable')}</p>;
  return (
    <div
      className="holiday-calendar"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the calendar HTML comes from another system (document 1 §2) and is sanitized here (lib/server-content.ts).
      dangerouslySetInnerHTML={{ __html: sanitizeServerHtml(html) }}
    />
  );
}

export function HolidayCalendar({ calendar }: { calendar: Promise<string | null> }) {
  const t = contactUsTexts.useTexts();
  return (
    <section className="stack" aria-labelledby="holiday-calendar-title">
      <h2 id="holiday-calendar-title">{t('calendarTitle')}</h2>
      <Suspense fallback={<Spinner label={t('calendarLoading')} />}>
        <CalendarBody calendar={calendar} />
      </Suspense>
    </section>
  );
}

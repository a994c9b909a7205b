import { CONTACT_TEXTS } from '@dash/domain';
import { Suspense, use } from 'react';
import { Spinner } from '@/components/spinner';
import { sanitizeServerHtml } from '@/lib/server-content';

const CALENDAR_UNAVAILABLE = 'The holiday calendar is not available right now.';

function CalendarBody({ calendar }: { calendar: Promise<string | null> }) {
  const html = use(calendar);
  if (html === null) return <p>{CALENDAR_UNAVAILABLE}</p>;
  return (
    <div
      className="holiday-calendar"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the calendar HTML comes from another system (document 1 §2) and is sanitized here (lib/server-content.ts).
      dangerouslySetInnerHTML={{ __html: sanitizeServerHtml(html) }}
    />
  );
}

export function HolidayCalendar({ calendar }: { calendar: Promise<string | null> }) {
  return (
    <section className="stack" aria-labelledby="holiday-calendar-title">
      <h2 id="holiday-calendar-title">{CONTACT_TEXTS.calendarTitle}</h2>
      <Suspense fallback={<Spinner label={CONTACT_TEXTS.calendarLoading} />}>
        <CalendarBody calendar={calendar} />
      </Suspense>
    </section>
  );
}

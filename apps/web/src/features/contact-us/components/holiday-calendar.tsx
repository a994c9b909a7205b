import { CONTACT_TEXTS } from '@dash/domain';
import DOMPurify from 'dompurify';
import { Suspense, use } from 'react';
import { Spinner } from '@/components/spinner';

const CALENDAR_UNAVAILABLE = 'The holiday calendar is not available right now.';

/**
 * The calendar HTML comes from another system (document 1 §2): it is sanitized before it is shown, so
 * a script or an event handler in it never runs.
 */
function sanitizeCalendarHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

function CalendarBody({ calendar }: { calendar: Promise<string | null> }) {
  const html = use(calendar);
  if (html === null) return <p>{CALENDAR_UNAVAILABLE}</p>;
  return (
    <div
      className="holiday-calendar"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above (document 1 §2).
      dangerouslySetInnerHTML={{ __html: sanitizeCalendarHtml(html) }}
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

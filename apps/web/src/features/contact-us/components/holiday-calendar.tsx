import { Suspense, use } from 'react';
import { Spinner } from '@/components/spinner';
import { useHydrated } from '@/hooks/use-hydrated';
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

/**
 * The brand's holiday calendar, shown when it arrives. A page the server renders (issue 16) holds the
 * spinner until React owns it: the calendar's HTML is sanitized by the browser's own parser
 * (lib/server-content.ts), which the server has not.
 */
export function HolidayCalendar({ calendar }: { calendar: Promise<string | null> }) {
  const t = contactUsTexts.useTexts();
  const loading = <Spinner label={t('calendarLoading')} />;
  return (
    <section className="stack" aria-labelledby="holiday-calendar-title">
      <h2 id="holiday-calendar-title">{t('calendarTitle')}</h2>
      {useHydrated() ? (
        <Suspense fallback={loading}>
          <CalendarBody calendar={calendar} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}

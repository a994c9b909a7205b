import type { PcpMember } from '@dash/domain/api';
import { useFormat } from '@/lib/i18n/use-format';
import { findCareTexts } from '../texts';

type HistoryEntry = PcpMember['pcp360History'][number];

/** A date range as the language in use writes it, open-ended ranges ending "present". */
export function useDateRange() {
  const t = findCareTexts.useTexts();
  const format = useFormat();
  return (start: string, end: string | null) =>
    t('dateRange', { start: format.date(start), end: end ? format.date(end) : t('present') });
}

/** The pcp360 history (document 2 §3): provider, title, dates, selected flag, termination reason, locations. */
export function HistoryList({ history }: { readonly history: readonly HistoryEntry[] }) {
  const t = findCareTexts.useTexts();
  const dateRange = useDateRange();
  if (history.length === 0) return <p>{t('noHistory')}</p>;
  return (
    <ul className="pcp-history">
      {history.map((entry) => (
        <li key={`${entry.providerId}-${entry.beginDate}`} className="pcp-history__entry">
          <p className="pcp-history__provider">
            <strong>
              {entry.providerName}
              {entry.providerTitle ? `, ${entry.providerTitle}` : ''}
            </strong>{' '}
            <span className={entry.pcpSelected ? 'pcp-badge pcp-badge--current' : 'pcp-badge'}>
              {entry.pcpSelected ? t('currentSelection') : t('previousSelection')}
            </span>
          </p>
          <dl className="facts facts--wrap">
            <div>
              <dt>{t('dates')}</dt>
              <dd>{dateRange(entry.beginDate, entry.endDate)}</dd>
            </div>
            {entry.pcpTerminationReason ? (
              <div>
                <dt>{t('terminationReason')}</dt>
                <dd>{entry.pcpTerminationReason}</dd>
              </div>
            ) : null}
            {entry.locations.length > 0 ? (
              <div>
                <dt>{t('locations')}</dt>
                <dd>
                  <ul className="pcp-locations">
                    {entry.locations.map((location) => (
                      <li key={`${location.addressLine1}-${location.zipCode}`}>
                        {location.addressLine1}, {location.city}, {location.state} {location.zipCode}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

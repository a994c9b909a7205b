import { formatIsoDate, FIND_CARE_TEXTS as TEXTS } from '@dash/domain';
import type { PcpMember } from '@dash/domain/api';

type HistoryEntry = PcpMember['pcp360History'][number];

function dates(entry: HistoryEntry): string {
  return `${formatIsoDate(entry.beginDate)} – ${entry.endDate ? formatIsoDate(entry.endDate) : TEXTS.present}`;
}

/** The pcp360 history (document 2 §3): provider, title, dates, selected flag, termination reason, locations. */
export function HistoryList({ history }: { readonly history: readonly HistoryEntry[] }) {
  if (history.length === 0) return <p>{TEXTS.noHistory}</p>;
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
              {entry.pcpSelected ? TEXTS.currentSelection : TEXTS.previousSelection}
            </span>
          </p>
          <dl className="facts facts--wrap">
            <div>
              <dt>{TEXTS.dates}</dt>
              <dd>{dates(entry)}</dd>
            </div>
            {entry.pcpTerminationReason ? (
              <div>
                <dt>{TEXTS.terminationReason}</dt>
                <dd>{entry.pcpTerminationReason}</dd>
              </div>
            ) : null}
            {entry.locations.length > 0 ? (
              <div>
                <dt>{TEXTS.locations}</dt>
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

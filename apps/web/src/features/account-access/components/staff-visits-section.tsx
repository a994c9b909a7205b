import { STAFF_ROLE_LABELS, ACCOUNT_ACCESS_TEXTS as TEXTS } from '@dash/domain';
import type { StaffVisit } from '@dash/domain/api';
import { formatDateTime } from './format-date-time';

function Areas({ label, areas }: { label: string; areas: readonly string[] }) {
  return (
    <div className="fact-list__row">
      <dt>{label}</dt>
      <dd>{areas.length > 0 ? areas.join(', ') : TEXTS.nothing}</dd>
    </div>
  );
}

/** "Support staff who signed in as you": each login-as into the account, newest first, from the audit log. */
export function StaffVisitsSection({ visits }: { visits: readonly StaffVisit[] }) {
  return (
    <section className="stack" aria-labelledby="access-staff">
      <h2 id="access-staff">{TEXTS.staffHeading}</h2>
      <p>{TEXTS.staffIntro}</p>
      {visits.length === 0 ? (
        <p>{TEXTS.noStaffVisits}</p>
      ) : (
        <ul className="access-list stack">
          {visits.map((visit, index) => {
            const headingId = `staff-visit-${index}`;
            return (
              <li key={`${visit.at}-${index}`} className="card stack" aria-labelledby={headingId}>
                <h3 id={headingId} className="access-card__title">
                  {formatDateTime(visit.at)}
                </h3>
                <dl className="fact-list">
                  <div className="fact-list__row">
                    <dt>{TEXTS.staffRole}</dt>
                    <dd>{STAFF_ROLE_LABELS[visit.staffRole]}</dd>
                  </div>
                  <Areas label={TEXTS.viewed} areas={visit.viewed} />
                  <Areas label={TEXTS.changed} areas={visit.changed} />
                  {visit.refused.length > 0 ? <Areas label={TEXTS.refused} areas={visit.refused} /> : null}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

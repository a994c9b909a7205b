import { STAFF_ROLE_LABELS, ACCOUNT_ACCESS_TEXTS as TEXTS } from '@dash/domain';
import type { StaffVisit } from '@dash/domain/api';
import { useId } from 'react';
import { formatDateTime } from './format-date-time';

function Areas({ label, areas }: { label: string; areas: readonly string[] }) {
  return (
    <div className="fact-list__row">
      <dt>{label}</dt>
      <dd>{areas.length > 0 ? areas.join(', ') : TEXTS.nothing}</dd>
    </div>
  );
}

function StaffVisitCard({ visit }: { visit: StaffVisit }) {
  const headingId = useId();
  return (
    <li className="card stack">
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
          {visits.map((visit) => (
            <StaffVisitCard key={`${visit.at}-${visit.staffRole}`} visit={visit} />
          ))}
        </ul>
      )}
    </section>
  );
}

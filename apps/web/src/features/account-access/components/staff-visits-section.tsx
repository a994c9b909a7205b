import type { StaffActivityArea } from '@dash/domain';
import type { StaffVisit } from '@dash/domain/api';
import { useId } from 'react';
import { accountAccessTexts } from '../texts';
import { useFormatDateTime } from './use-format-date-time';

/** How each staff role reads to the member. */
const STAFF_ROLE_KEYS = {
  logInAsAnyone: 'staffRoleLogInAsAnyone',
  logInAsNonEmp: 'staffRoleLogInAsNonEmp',
} as const satisfies Readonly<Record<StaffVisit['staffRole'], string>>;

/** Each area the API names by key, in the session's language (packages/domain STAFF_ACTIVITY_AREAS). */
function Areas({ label, areas }: { label: string; areas: readonly StaffActivityArea[] }) {
  const t = accountAccessTexts.useTexts();
  return (
    <div className="fact-list__row">
      <dt>{label}</dt>
      <dd>{areas.length > 0 ? areas.map((area) => t(`area.${area}`)).join(', ') : t('nothing')}</dd>
    </div>
  );
}

function StaffVisitCard({ visit }: { visit: StaffVisit }) {
  const t = accountAccessTexts.useTexts();
  const formatDateTime = useFormatDateTime();
  const headingId = useId();
  return (
    <li className="card stack">
      <h3 id={headingId} className="access-card__title">
        {formatDateTime(visit.at)}
      </h3>
      <dl className="fact-list">
        <div className="fact-list__row">
          <dt>{t('staffRole')}</dt>
          <dd>{t(STAFF_ROLE_KEYS[visit.staffRole])}</dd>
        </div>
        <Areas label={t('viewed')} areas={visit.viewed} />
        <Areas label={t('changed')} areas={visit.changed} />
        {visit.refused.length > 0 ? <Areas label={t('refused')} areas={visit.refused} /> : null}
      </dl>
    </li>
  );
}

/** "Support staff who signed in as you": each login-as into the account, newest first, from the audit log. */
export function StaffVisitsSection({ visits }: { visits: readonly StaffVisit[] }) {
  const t = accountAccessTexts.useTexts();
  return (
    <section className="stack" aria-labelledby="access-staff">
      <h2 id="access-staff">{t('staffHeading')}</h2>
      <p>{t('staffIntro')}</p>
      {visits.length === 0 ? (
        <p>{t('noStaffVisits')}</p>
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

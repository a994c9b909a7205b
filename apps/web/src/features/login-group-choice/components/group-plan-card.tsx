import type { LoginGroup } from '@dash/domain/api';
import { useFormat } from '@/lib/i18n/use-format';
import { loginGroupChoiceTexts } from '../texts';

/** One group of /group-selection (document 1 §2): inactive banner, id, name, dates and the log-in button. */
export function GroupPlanCard({
  group,
  disabled,
  onChoose,
}: {
  group: LoginGroup;
  disabled: boolean;
  onChoose: (group: LoginGroup) => void;
}) {
  const t = loginGroupChoiceTexts.useTexts();
  const format = useFormat();
  const headingId = `group-${group.groupId}`;
  return (
    <li className="card group-card" aria-labelledby={headingId}>
      {group.inactive ? <p className="alert alert--warning">{t('inactive')}</p> : null}
      <h2 id={headingId}>{group.groupName}</h2>
      <dl className="facts">
        <div>
          <dt>{t('groupId')}</dt>
          <dd>{group.groupId}</dd>
        </div>
        <div>
          <dt>{t('groupName')}</dt>
          <dd>{group.groupName}</dd>
        </div>
        <div>
          <dt>{t('effectiveDate')}</dt>
          <dd>{format.date(group.planEffectiveDate)}</dd>
        </div>
        <div>
          <dt>{t('terminationDate')}</dt>
          <dd>
            {group.planTerminationDate ? format.date(group.planTerminationDate) : t('noTerminationDate')}
          </dd>
        </div>
      </dl>
      <button
        className="button button--primary"
        type="button"
        disabled={disabled}
        aria-describedby={headingId}
        onClick={() => onChoose(group)}
      >
        {t('logIn')}
      </button>
    </li>
  );
}

import type { GroupDetail } from '@dash/domain/api';
import { PlanTable } from '@/components/plan-table';
import { switchGroupTexts } from '../texts';

/** One card of /select-group (document 1 §2): coverage dates, the four plan rows and 'View group'. */
export function GroupDetailCard({
  group,
  disabled,
  onView,
}: {
  group: GroupDetail;
  disabled: boolean;
  onView: (groupId: string) => void;
}) {
  const t = switchGroupTexts.useTexts();
  const headingId = `group-detail-${group.groupId}`;
  return (
    <li className="card group-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.groupName}</h2>
      {group.current ? <p className="group-card__current">{t('currentGroup')}</p> : null}
      <PlanTable group={group} headers={{ plan: t('plan'), status: t('status') }} />
      <button
        className="button button--primary"
        type="button"
        disabled={disabled}
        aria-describedby={headingId}
        onClick={() => onView(group.groupId)}
      >
        {t('viewGroup')}
      </button>
    </li>
  );
}

import {
  COVERAGE_CATEGORIES,
  COVERAGE_CATEGORY_LABELS,
  formatGroupDateRange,
  getPlanStatusText,
  SELECT_GROUP_TEXTS,
} from '@dash/domain';
import type { GroupDetail } from '@dash/domain/api';
import { PlanStatusIcon } from '@/components/plan-status-icon';

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
  const headingId = `group-detail-${group.groupId}`;
  return (
    <li className="card group-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.groupName}</h2>
      {group.current ? <p className="group-card__current">{SELECT_GROUP_TEXTS.currentGroup}</p> : null}
      <p>
        {SELECT_GROUP_TEXTS.coverage}:{' '}
        {formatGroupDateRange(group.groupEffectiveDate, group.groupTerminationDate)}
      </p>
      <table className="plan-table">
        <caption className="visually-hidden">{group.groupName}</caption>
        <thead>
          <tr>
            <th scope="col">{SELECT_GROUP_TEXTS.plan}</th>
            <th scope="col">{SELECT_GROUP_TEXTS.status}</th>
          </tr>
        </thead>
        <tbody>
          {COVERAGE_CATEGORIES.map((category) => {
            const plan = group[category];
            return plan ? (
              <tr key={category}>
                <th scope="row">{COVERAGE_CATEGORY_LABELS[category]}</th>
                <td>
                  <PlanStatusIcon status={plan.planStatus} /> {getPlanStatusText(plan)}
                </td>
              </tr>
            ) : null;
          })}
        </tbody>
      </table>
      <button
        className="button button--primary"
        type="button"
        disabled={disabled}
        aria-describedby={headingId}
        onClick={() => onView(group.groupId)}
      >
        {SELECT_GROUP_TEXTS.viewGroup}
      </button>
    </li>
  );
}

import { formatIsoDate, GROUP_SELECTION_TEXTS } from '@dash/domain';
import type { LoginGroup } from '@dash/domain/api';

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
  const headingId = `group-${group.groupId}`;
  return (
    <li className="card group-card" aria-labelledby={headingId}>
      {group.inactive ? <p className="alert alert--warning">{GROUP_SELECTION_TEXTS.inactive}</p> : null}
      <h2 id={headingId}>{group.groupName}</h2>
      <dl className="facts">
        <div>
          <dt>{GROUP_SELECTION_TEXTS.groupId}</dt>
          <dd>{group.groupId}</dd>
        </div>
        <div>
          <dt>{GROUP_SELECTION_TEXTS.groupName}</dt>
          <dd>{group.groupName}</dd>
        </div>
        <div>
          <dt>{GROUP_SELECTION_TEXTS.effectiveDate}</dt>
          <dd>{formatIsoDate(group.planEffectiveDate)}</dd>
        </div>
        <div>
          <dt>{GROUP_SELECTION_TEXTS.terminationDate}</dt>
          <dd>
            {group.planTerminationDate
              ? formatIsoDate(group.planTerminationDate)
              : GROUP_SELECTION_TEXTS.noTerminationDate}
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
        {GROUP_SELECTION_TEXTS.logIn}
      </button>
    </li>
  );
}

import {
  COVERAGE_CATEGORIES,
  COVERAGE_CATEGORY_LABELS,
  formatGroupDateRange,
  getPlanStatusText,
  SELECT_GROUP_TEXTS,
} from '@dash/domain';
import type { GroupDetail } from '@dash/domain/api';
import { PlanStatusIcon } from './plan-status-icon';

/**
 * A group's coverage dates and its plan per category, each with its status text and icon (document 1
 * §2 /select-group, document 2 §4): /select-group's cards and /account/plan-benefits. The column
 * headers are the screen's own words.
 */
export function PlanTable({
  group,
  headers,
}: {
  readonly group: GroupDetail;
  readonly headers: { readonly plan: string; readonly status: string };
}) {
  return (
    <>
      <p>
        {SELECT_GROUP_TEXTS.coverage}:{' '}
        {formatGroupDateRange(group.groupEffectiveDate, group.groupTerminationDate)}
      </p>
      <table className="plan-table">
        <caption className="visually-hidden">{group.groupName}</caption>
        <thead>
          <tr>
            <th scope="col">{headers.plan}</th>
            <th scope="col">{headers.status}</th>
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
    </>
  );
}

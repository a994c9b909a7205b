import { COVERAGE_CATEGORIES } from '@dash/domain';
import type { GroupDetail } from '@dash/domain/api';
import { componentTexts } from '@/components/texts';
import { useFormat } from '@/lib/i18n/use-format';
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
  const t = componentTexts.useTexts();
  const { date } = useFormat();
  const end = group.groupTerminationDate;
  return (
    <>
      <p>
        {t('planTable.coverage')}:{' '}
        {t('planTable.range', {
          start: date(group.groupEffectiveDate),
          end: end ? date(end) : t('planTable.ongoing'),
        })}
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
                <th scope="row">{t(`coverage.${category}`)}</th>
                <td>
                  <PlanStatusIcon status={plan.planStatus} /> <PlanStatusText plan={plan} />
                </td>
              </tr>
            ) : null;
          })}
        </tbody>
      </table>
    </>
  );
}

type PlanDates = NonNullable<GroupDetail[(typeof COVERAGE_CATEGORIES)[number]]>;

/** The words of getPlanStatusText (packages/domain) in the language in use, dates in its format. */
function PlanStatusText({ plan }: { plan: PlanDates }) {
  const t = componentTexts.useTexts();
  const { date } = useFormat();
  switch (plan.planStatus) {
    case 'ACTIVE':
      return t('planStatus.activeSince', { date: date(plan.planEffectiveDate) });
    case 'FUTURE':
      return t('planStatus.effectiveOn', { date: date(plan.planEffectiveDate) });
    case 'TERMED':
      return t('planStatus.terminatedOn', { date: date(plan.planTerminationDate ?? plan.planEffectiveDate) });
  }
}

import { describe, expect, it } from 'vitest';
import { formatGroupDateRange } from '../src/groups/group-texts';
import { getPlanStatus, getPlanStatusText, type PlanDates, type PlanStatus } from '../src/groups/plan-status';

const today = '2026-05-15';

/** Document 1 §3: planStatus ACTIVE, FUTURE or TERMED, derived from the plan's dates as of today. */
const statusTable: Array<[string, PlanDates, PlanStatus]> = [
  [
    'effective in the past, open-ended',
    { planEffectiveDate: '2020-01-01', planTerminationDate: null },
    'ACTIVE',
  ],
  ['effective today', { planEffectiveDate: today, planTerminationDate: null }, 'ACTIVE'],
  ['terminates later', { planEffectiveDate: '2020-01-01', planTerminationDate: '2026-12-31' }, 'ACTIVE'],
  [
    'terminates today (last covered day)',
    { planEffectiveDate: '2020-01-01', planTerminationDate: today },
    'ACTIVE',
  ],
  ['terminated yesterday', { planEffectiveDate: '2020-01-01', planTerminationDate: '2026-05-14' }, 'TERMED'],
  ['starts tomorrow', { planEffectiveDate: '2026-05-16', planTerminationDate: null }, 'FUTURE'],
  [
    'starts next month and has an end',
    { planEffectiveDate: '2026-06-01', planTerminationDate: '2027-05-31' },
    'FUTURE',
  ],
];

describe('getPlanStatus (document 1 §3)', () => {
  it.each(statusTable)('%s', (_name, plan, expected) => {
    expect(getPlanStatus(plan, today)).toBe(expected);
  });
});

/** Document 1 §4: 'Active since {date}', 'Effective on {date}', 'Terminated on {termination date}'. */
const textTable: Array<[PlanStatus, string, string | null, string]> = [
  ['ACTIVE', '2023-01-01', null, 'Active since 01/01/2023'],
  ['ACTIVE', '2023-01-01', '2026-12-31', 'Active since 01/01/2023'],
  ['FUTURE', '2026-06-01', null, 'Effective on 06/01/2026'],
  ['TERMED', '2017-01-01', '2026-01-15', 'Terminated on 01/15/2026'],
];

describe('getPlanStatusText (document 1 §4)', () => {
  it.each(textTable)(
    '%s from %s to %s reads %s',
    (planStatus, planEffectiveDate, planTerminationDate, text) => {
      expect(getPlanStatusText({ planStatus, planEffectiveDate, planTerminationDate })).toBe(text);
    },
  );
});

describe('formatGroupDateRange', () => {
  it('shows both dates, or present while open-ended', () => {
    expect(formatGroupDateRange('2022-01-01', '2025-12-31')).toBe('01/01/2022 - 12/31/2025');
    expect(formatGroupDateRange('2022-01-01', null)).toBe('01/01/2022 - present');
  });
});

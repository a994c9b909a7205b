import type { PersonaBuilder } from './builder';
import { PROGRAM } from './catalogue-programs';
import { addDays, lastOfMonth, startOfYear } from './dates';
import { addPlanManagement } from './family-extras';
import { addHousehold } from './household';
import { REGISTERED_EBILL } from './persona-defaults';
import type { MainGroups } from './personas-main-groups';

/** devon and elliot (personas.md): direct plans with a cancellation on file, M and D. */
export function addDirectPlanPersonas(b: PersonaBuilder, groups: MainGroups): void {
  const t = b.today;
  // Direct (individual) plans with a cancellation on file: benefits ending (document 2 §4).
  const year = t.getUTCFullYear();
  for (const [tag, name, status, subscriberId, sex, age] of [
    ['DEVON', 'Devon', 'M', 'M10020013', 'M', 31],
    ['ELLIOT', 'Elliot', 'D', 'M10020014', 'F', 36],
  ] as const) {
    const household = addHousehold(b, {
      tag,
      group: groups.direct,
      subscriberId,
      lastName: tag === 'DEVON' ? 'Price' : 'Sato',
      subscriber: { firstName: name, sex, age, login: name.toLowerCase(), insuranceType: 'INDIVIDUAL' },
      dependents: tag === 'ELLIOT' ? [{ firstName: 'Yuki', sex: 'F', age: 8 }] : [],
      coverage: {
        categories: ['medical', 'dental'],
        effectiveDate: startOfYear(t, -3),
        terminationDate: null,
      },
      programs: [PROGRAM.findADentist, PROGRAM.telehealth],
      ebill: REGISTERED_EBILL,
    });
    addPlanManagement(b, household.family, {
      eligible_and_active: true,
      group_type: 'DIRECT',
      open_enrollment_start: addDays(t, -20),
      open_enrollment_end: addDays(t, 25),
      current_plan_year: year,
      upcoming_plan_year: year + 1,
      coverage_end_date_upon_cancellation: lastOfMonth(t, 0),
      coverage_start_date_upon_renewal: startOfYear(t, 1),
      direct_plan_cancellation_status: status,
    });
  }
}

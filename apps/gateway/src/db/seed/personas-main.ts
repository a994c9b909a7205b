import { CATEGORIES, type PersonaBuilder } from './builder';
import { PROGRAM } from './catalogue-programs';
import { addMonths, addYears, firstOfMonth, startOfYear } from './dates';
import { addHousehold } from './household';
import { addAlexFamily } from './persona-alex';
import { ACTIVE_PROGRAMS, REGISTERED_EBILL } from './persona-defaults';
import { addDirectPlanPersonas } from './personas-direct-plans';
import { addGroupRulePersonas } from './personas-group-rules';
import { addMainGroups } from './personas-main-groups';
import { addRegistrationPersonas } from './personas-registration';
import { addSignInStepPersonas } from './personas-sign-in-steps';
import { addTwoGroupPersonas } from './personas-two-groups';

/** Domain 1, the main insurer (personas.md): the sign-in flows here, group rules and plans beside. */
export function addMainPersonas(b: PersonaBuilder): void {
  const t = b.today;
  const groups = addMainGroups(b);
  const active = { categories: CATEGORIES, effectiveDate: startOfYear(t, -3), terminationDate: null };
  b.staff(1, 'support', 'logInAsAnyone');
  b.staff(1, 'agent', 'logInAsNonEmp');

  addAlexFamily(b, groups.main);

  // Every category termed 8 months ago: not enrolled, ID card blocked, programs and eBill hidden.
  addHousehold(b, {
    tag: 'MORGAN',
    group: groups.main,
    subscriberId: 'M10020002',
    lastName: 'Nguyen',
    subscriber: { firstName: 'Morgan', sex: 'F', age: 52, login: 'morgan' },
    dependents: [{ firstName: 'Kendall', relationship: 'spouse', sex: 'M', age: 54 }],
    coverage: {
      categories: CATEGORIES,
      effectiveDate: startOfYear(t, -4),
      terminationDate: addMonths(t, -8),
      claims: 8,
    },
    programs: [PROGRAM.findADentist, PROGRAM.navitus, PROGRAM.activeAndFit],
    ebill: REGISTERED_EBILL,
  });

  // Coverage starts on the 1st of next month: FUTURE, 'Effective on …'. Not registered for eBill yet.
  addHousehold(b, {
    tag: 'RILEY',
    group: groups.main,
    subscriberId: 'M10020003',
    lastName: 'Okafor',
    subscriber: { firstName: 'Riley', sex: 'M', age: 29, login: 'riley' },
    dependents: [{ firstName: 'Ada', sex: 'F', age: 2 }],
    coverage: { categories: CATEGORIES, effectiveDate: firstOfMonth(t, 1), terminationDate: null },
    programs: [PROGRAM.findADentist, PROGRAM.navitus, PROGRAM.telehealth],
    ebill: { has_ebill: true, ebill_registered: false, show_ebill_alert: true },
  });

  addSignInStepPersonas(b, groups.main);

  addHousehold(b, {
    tag: 'DREW',
    group: groups.local598,
    subscriberId: 'M10020008',
    lastName: 'Kowalski',
    family: { employeeId: 'E5980417', isLocal598: true, hireDate: addYears(t, -14) },
    subscriber: { firstName: 'Drew', sex: 'M', age: 48, login: 'drew' },
    dependents: [
      { firstName: 'Marta', relationship: 'spouse', sex: 'F', age: 46 },
      { firstName: 'Leo', sex: 'M', age: 12 },
    ],
    coverage: active,
    programs: ACTIVE_PROGRAMS,
    ebill: REGISTERED_EBILL,
  });

  addGroupRulePersonas(b, groups);
  addDirectPlanPersonas(b, groups);
  addTwoGroupPersonas(b, groups);
  addRegistrationPersonas(b, groups.main);
}

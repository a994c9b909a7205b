import { CATEGORIES, type PersonaBuilder } from './builder';
import { PROGRAM } from './catalogue-programs';
import { addMonths, addYears, firstOfMonth, startOfYear } from './dates';
import { demoLockRows } from './demo-locks';
import { addHousehold } from './household';
import { addAlexFamily } from './persona-alex';
import { ACTIVE_PROGRAMS, REGISTERED_EBILL } from './persona-defaults';
import { addDirectPlanPersonas } from './personas-direct-plans';
import { addGroupRulePersonas } from './personas-group-rules';
import { addMainGroups } from './personas-main-groups';
import { addRegistrationPersonas } from './personas-registration';
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

  // No email on file, no extended policy: /update-preferences with the plain defaults.
  addHousehold(b, {
    tag: 'PAT',
    group: groups.main,
    subscriberId: 'M10020004',
    lastName: 'Schmidt',
    subscriber: {
      firstName: 'Pat',
      sex: 'F',
      age: 38,
      login: 'pat',
      preferences: { email_address: null, has_extended_policy: false },
    },
    dependents: [{ firstName: 'Lee', relationship: 'spouse', sex: 'M', age: 40 }],
    coverage: active,
    programs: ACTIVE_PROGRAMS,
    ebill: REGISTERED_EBILL,
  });

  // Email set, one relevant preference unanswered, extended policy.
  addHousehold(b, {
    tag: 'QUINN',
    group: groups.main,
    subscriberId: 'M10020005',
    lastName: 'Delgado',
    subscriber: {
      firstName: 'Quinn',
      sex: 'M',
      age: 35,
      login: 'quinn',
      preferences: { electronic_eob: null, has_extended_policy: true },
    },
    coverage: active,
    programs: ACTIVE_PROGRAMS,
  });

  addHousehold(b, {
    tag: 'AVERY',
    group: groups.main,
    subscriberId: 'M10020006',
    lastName: 'Brooks',
    subscriber: { firstName: 'Avery', sex: 'F', age: 27, login: 'avery', accountStatus: 'INI' },
    coverage: active,
    programs: ACTIVE_PROGRAMS,
  });

  addHousehold(b, {
    tag: 'BLAKE',
    group: groups.main,
    subscriberId: 'M10020007',
    lastName: 'Harris',
    subscriber: { firstName: 'Blake', sex: 'M', age: 41, login: 'blake' },
    coverage: active,
  });
  // The lockout lives in login_failures, keyed by brand and lower-case username.
  b.rows.loginFailures.push(...demoLockRows(t));

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

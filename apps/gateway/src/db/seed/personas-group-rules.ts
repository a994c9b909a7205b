import { CATEGORIES, type PersonaBuilder } from './builder';
import { PROGRAM } from './catalogue-programs';
import { addDays, startOfYear } from './dates';
import { addMedicareMaterials } from './family-extras';
import { addHousehold } from './household';
import { ACTIVE_PROGRAMS } from './persona-defaults';
import type { MainGroups } from './personas-main-groups';

/** Domain 1 personas whose group id drives a rule: 10002805, 10004760 and parent group 100000075. */
export function addGroupRulePersonas(b: PersonaBuilder, groups: MainGroups): void {
  const t = b.today;
  const active = { categories: CATEGORIES, effectiveDate: startOfYear(t, -3), terminationDate: null };

  // City of Portland group: one member with a preventive-care due date, one without.
  const emerson = addHousehold(b, {
    tag: 'EMERSON',
    group: groups.city,
    subscriberId: 'M10020009',
    lastName: 'Tran',
    subscriber: { firstName: 'Emerson', sex: 'F', age: 39, login: 'emerson' },
    dependents: [{ firstName: 'Milo', sex: 'M', age: 7 }],
    coverage: active,
    programs: ACTIVE_PROGRAMS,
  });
  b.rows.preventiveCareDueDates.push({ member_key: emerson.subscriber.key, due_date: addDays(t, 45) });
  addHousehold(b, {
    tag: 'FINLEY',
    group: groups.city,
    subscriberId: 'M10020010',
    lastName: 'Walsh',
    subscriber: { firstName: 'Finley', sex: 'M', age: 33, login: 'finley' },
    coverage: active,
    programs: ACTIVE_PROGRAMS,
  });

  addHousehold(b, {
    tag: 'HARPER',
    group: groups.reduced,
    subscriberId: 'M10020011',
    lastName: 'Lindqvist',
    subscriber: { firstName: 'Harper', sex: 'F', age: 63, login: 'harper' },
    dependents: [{ firstName: 'Nils', relationship: 'spouse', sex: 'M', age: 66 }],
    coverage: active,
    programs: [PROGRAM.telehealth, PROGRAM.activeAndFit],
  });

  // Parent group 100000075: the plan-specific Passport dental link, and Medicare materials.
  const medicarePlans = {
    medical: {
      classPlanId: 'MAPPO-GRP',
      plan: 'Columbia Retirees Medicare Advantage PPO',
      insuranceType: 'MEDICARE',
      source: 'CMS',
    },
    pharmacy: {
      classPlanId: 'PDP-GRP',
      plan: 'Columbia Retirees Part D',
      insuranceType: 'MEDICARE',
      source: 'CMS',
    },
  };
  const jamie = addHousehold(b, {
    tag: 'JAMIE',
    group: groups.medicareParent,
    subscriberId: 'M10020012',
    lastName: 'Moreau',
    subscriber: { firstName: 'Jamie', sex: 'M', age: 71, login: 'jamie', insuranceType: 'MEDICARE' },
    dependents: [
      { firstName: 'Colette', relationship: 'spouse', sex: 'F', age: 69, insuranceType: 'MEDICARE' },
    ],
    coverage: {
      categories: ['medical', 'dental', 'pharmacy'],
      effectiveDate: startOfYear(t, -4),
      terminationDate: null,
      plans: medicarePlans,
    },
    programs: [PROGRAM.passportDental, PROGRAM.findADentist, PROGRAM.silverAndFit],
  });
  for (const member of jamie.members) addMedicareMaterials(b, member, t.getUTCFullYear());
}

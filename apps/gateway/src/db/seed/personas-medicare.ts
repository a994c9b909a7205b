import type { PersonaBuilder } from './builder';
import { PROGRAM } from './catalogue-programs';
import { startOfYear } from './dates';
import { addMedicareMaterials } from './family-extras';
import { addHousehold } from './household';

const MEDICARE_PLANS = {
  medical: {
    classPlanId: 'MAPPO-IND',
    plan: 'Harbor Medicare Advantage PPO',
    insuranceType: 'MEDICARE',
    source: 'CMS',
  },
  pharmacy: {
    classPlanId: 'PDP-IND',
    plan: 'Harbor Medicare Part D',
    insuranceType: 'MEDICARE',
    source: 'CMS',
  },
};

/** Domain 2, the Medicare Advantage brand (personas.md). */
export function addMedicarePersonas(b: PersonaBuilder): void {
  const t = b.today;
  const group = b.group({
    groupId: '20001000',
    name: 'Medicare Advantage Individual Plans',
    domainId: 2,
    groupType: 'MEDICARE',
    effectiveDate: startOfYear(t, -10),
  });
  const coverage = {
    categories: ['medical', 'pharmacy'] as const,
    effectiveDate: startOfYear(t, -4),
    terminationDate: null,
    plans: MEDICARE_PLANS,
  };
  b.staff(2, 'mastaff', 'logInAsAnyone');

  const margaret = addHousehold(b, {
    tag: 'MARGARET',
    group,
    subscriberId: 'A20010001',
    lastName: 'Whitfield',
    subscriber: { firstName: 'Margaret', sex: 'F', age: 72, login: 'margaret', insuranceType: 'MEDICARE' },
    dependents: [
      { firstName: 'Harold', relationship: 'spouse', sex: 'M', age: 74, insuranceType: 'MEDICARE' },
    ],
    coverage: { ...coverage, claims: 10 },
    programs: [PROGRAM.silverAndFit, PROGRAM.chooseHealthy, PROGRAM.telehealth],
  });
  for (const member of margaret.members) addMedicareMaterials(b, member, t.getUTCFullYear());

  // Eligible for materials, but the materials call responds 403: an empty list, no error page.
  const walter = addHousehold(b, {
    tag: 'WALTER',
    group,
    subscriberId: 'A20010002',
    lastName: 'Jensen',
    subscriber: { firstName: 'Walter', sex: 'M', age: 68, login: 'walter', insuranceType: 'MEDICARE' },
    coverage,
    programs: [PROGRAM.silverAndFit],
  });
  addMedicareMaterials(b, walter.subscriber, t.getUTCFullYear(), { forbidden: true });
}

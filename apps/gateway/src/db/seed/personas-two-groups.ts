import type { PersonaBuilder } from './builder';
import { PROGRAM } from './catalogue-programs';
import { addMonths, startOfYear } from './dates';
import { addHousehold } from './household';
import type { MainGroups } from './personas-main-groups';

/**
 * taylor and sam (personas.md): ONE account each holding two members, one per group, each the
 * subscriber of its own family; exactly one member is where sign-in lands first.
 */
export function addTwoGroupPersonas(b: PersonaBuilder, groups: MainGroups): void {
  const t = b.today;
  const active = { effectiveDate: startOfYear(t, -3), terminationDate: null };

  addHousehold(b, {
    tag: 'TAYLOR-SP',
    group: groups.taylorSalesPlatform,
    subscriberId: 'M10020015',
    lastName: 'Reyes',
    subscriber: { firstName: 'Taylor', sex: 'F', age: 42, login: 'taylor', isDefaultLogin: true },
    coverage: { ...active, categories: ['medical', 'dental'] },
    programs: [PROGRAM.findADentist, PROGRAM.telehealth],
  });
  addHousehold(b, {
    tag: 'TAYLOR-RB',
    group: groups.taylorOther,
    subscriberId: 'M10020016',
    lastName: 'Reyes',
    subscriber: { firstName: 'Taylor', sex: 'F', age: 42, login: 'taylor', isDefaultLogin: false },
    dependents: [{ firstName: 'Mateo', sex: 'M', age: 11 }],
    coverage: { ...active, categories: ['medical', 'dental', 'vision'] },
    programs: [PROGRAM.findADentist, PROGRAM.visionDiscounts],
  });

  addHousehold(b, {
    tag: 'SAM-EV',
    group: groups.samCurrent,
    subscriberId: 'M10020017',
    lastName: 'Fischer',
    subscriber: { firstName: 'Sam', sex: 'M', age: 50, login: 'sam', isDefaultLogin: true },
    coverage: { ...active, categories: ['medical', 'dental'] },
    programs: [PROGRAM.findADentist, PROGRAM.navitus],
    ebill: { has_ebill: true, ebill_registered: true, show_ebill_alert: false },
  });
  addHousehold(b, {
    tag: 'SAM-HF',
    group: groups.samFormer,
    subscriberId: 'M10020018',
    lastName: 'Fischer',
    subscriber: { firstName: 'Sam', sex: 'M', age: 50, login: 'sam', isDefaultLogin: false },
    coverage: {
      categories: ['medical', 'dental', 'vision'],
      effectiveDate: startOfYear(t, -9),
      terminationDate: addMonths(t, -4),
      claims: 4,
    },
  });
}

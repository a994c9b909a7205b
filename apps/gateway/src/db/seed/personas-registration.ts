import type { GroupRef, PersonaBuilder } from './builder';
import { startOfYear } from './dates';
import { addHousehold } from './household';
import { ACTIVE_PROGRAMS } from './persona-defaults';

/**
 * The registration and recovery personas (personas.md, issue 14): kendall is covered but has no
 * sign-in yet; robin has one, with the e-mail the recovery messages go to. Their identities are fixed
 * (subscriber ID, name, birth date), since the journeys type them in.
 */
export function addRegistrationPersonas(b: PersonaBuilder, group: GroupRef): void {
  addHousehold(b, {
    tag: 'KENDALL',
    group,
    subscriberId: 'K10040001',
    lastName: 'Moreno',
    subscriber: { firstName: 'Kendall', sex: 'F', bornOn: '1988-04-12' },
    coverage: {
      categories: ['medical', 'dental'],
      effectiveDate: startOfYear(b.today, -2),
      terminationDate: null,
    },
  });

  addHousehold(b, {
    tag: 'ROBIN',
    group,
    subscriberId: 'K10040002',
    lastName: 'Okafor',
    subscriber: {
      firstName: 'Robin',
      sex: 'M',
      bornOn: '1979-09-30',
      login: 'robin',
      preferences: { email_address: 'robin@example.com' },
    },
    coverage: {
      categories: ['medical', 'dental'],
      effectiveDate: startOfYear(b.today, -3),
      terminationDate: null,
    },
    programs: ACTIVE_PROGRAMS,
  });
}

import type { PersonaBuilder } from './builder';
import { startOfYear } from './dates';
import { addHousehold } from './household';

const PARTNER_DENTAL = {
  dental: {
    classPlanId: 'HDP1000',
    plan: 'Harbor Dental Partners Plus',
    insuranceType: 'DPPO',
    source: 'PARTNER',
  },
};

/**
 * Domain 5, the partner brand (personas.md): dental only, no programs and no eBill (the brand has
 * none, document 2 §1). parker has not signed the communication policy; piper has.
 */
export function addPartnerPersonas(b: PersonaBuilder): void {
  const t = b.today;
  const group = b.group({
    groupId: '50001000',
    name: 'Harbor Dental Partners',
    domainId: 5,
    effectiveDate: startOfYear(t, -6),
  });
  b.staff(5, 'pstaff', 'logInAsAnyone');
  addHousehold(b, {
    tag: 'PARKER',
    group,
    subscriberId: 'H50010001',
    lastName: 'Ellis',
    subscriber: {
      firstName: 'Parker',
      sex: 'F',
      age: 40,
      login: 'parker',
      policy: { is_communication_policy_signed: null, is_eeob_preference_consented: null },
    },
    dependents: [{ firstName: 'Piper', sex: 'F', age: 24, login: 'piper' }],
    coverage: {
      categories: ['dental'],
      effectiveDate: startOfYear(t, -3),
      terminationDate: null,
      plans: PARTNER_DENTAL,
      withInvalidLimits: true,
      claims: 8,
    },
  });
}

import { CATEGORIES, type GroupRef, type PersonaBuilder } from './builder';
import { startOfYear } from './dates';
import { demoLockRows } from './demo-locks';
import { addHousehold } from './household';
import { ACTIVE_PROGRAMS, REGISTERED_EBILL } from './persona-defaults';

/**
 * The main brand's personas of the steps around a sign-in (personas.md): pat and quinn asked for their
 * preferences, avery for a new password, blake locked out.
 */
export function addSignInStepPersonas(b: PersonaBuilder, group: GroupRef): void {
  const active = { categories: CATEGORIES, effectiveDate: startOfYear(b.today, -3), terminationDate: null };
  // No email on file, no extended policy: /update-preferences with the plain defaults.
  addHousehold(b, {
    tag: 'PAT',
    group,
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
    group,
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
    group,
    subscriberId: 'M10020006',
    lastName: 'Brooks',
    subscriber: { firstName: 'Avery', sex: 'F', age: 27, login: 'avery', accountStatus: 'INI' },
    coverage: active,
    programs: ACTIVE_PROGRAMS,
  });

  addHousehold(b, {
    tag: 'BLAKE',
    group,
    subscriberId: 'M10020007',
    lastName: 'Harris',
    subscriber: { firstName: 'Blake', sex: 'M', age: 41, login: 'blake' },
    coverage: active,
  });
  // The lockout lives in login_failures, keyed by brand and lower-case username.
  b.rows.loginFailures.push(...demoLockRows(b.now));
}

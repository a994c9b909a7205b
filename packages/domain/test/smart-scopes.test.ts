import { describe, expect, it } from 'vitest';
import { canReadFhirType, describeSmartScopes, parseSmartScopes } from '../src/smart/smart-scopes';

describe('parseSmartScopes: what a SMART scope string grants (issue 18)', () => {
  it.each([
    ['patient/*.read', ['Patient', 'Coverage', 'ExplanationOfBenefit', 'Organization', 'Practitioner']],
    ['patient/*.rs', ['Patient', 'Coverage', 'ExplanationOfBenefit', 'Organization', 'Practitioner']],
    ['patient/Patient.read patient/Coverage.rs', ['Patient', 'Coverage']],
    ['patient/ExplanationOfBenefit.r', ['ExplanationOfBenefit']],
    ['patient/ExplanationOfBenefit.s', ['ExplanationOfBenefit']],
    // Writes are not served: a v2 scope asking for create, update or delete grants nothing.
    ['patient/*.cruds', []],
    ['patient/Patient.write', []],
    // Only patient-level access: user/ and system/ scopes are not offered.
    ['user/*.read system/*.read', []],
    ['patient/Observation.read', []],
    ['launch/patient openid fhirUser offline_access', []],
    ['', []],
  ])('%j reads %j', (scope, types) => {
    expect(parseSmartScopes(scope).readable).toEqual(types);
  });

  it('keeps the known scopes, once each, and drops the rest', () => {
    const parsed = parseSmartScopes(
      'openid  fhirUser patient/*.read launch/patient openid made/up offline_access',
    );
    expect(parsed.granted).toEqual([
      'openid',
      'fhirUser',
      'patient/*.read',
      'launch/patient',
      'offline_access',
    ]);
    expect(parsed).toMatchObject({ launchPatient: true, openid: true, fhirUser: true, offlineAccess: true });
    expect(parseSmartScopes('patient/*.read')).toMatchObject({ launchPatient: false, offlineAccess: false });
  });

  it.each([
    ['patient/*.read', 'ExplanationOfBenefit', true],
    ['patient/Patient.read', 'ExplanationOfBenefit', false],
    ['patient/Coverage.rs', 'Coverage', true],
  ] as const)('canReadFhirType(%j, %s) is %s', (scope, type, expected) => {
    expect(canReadFhirType(scope, type)).toBe(expected);
  });

  it('describes the scopes in the words of the consent screen', () => {
    expect(
      describeSmartScopes('patient/Coverage.read patient/Patient.read openid fhirUser offline_access'),
    ).toEqual([
      'Your name, date of birth and sex, and those of the family members you may see',
      'Your plans and when they are in effect',
      'Confirm who signed in',
      'Keep reading while you are away, until you revoke it',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  getAcceptingPatientsCode,
  getDirectorySpecialty,
  getDirectoryTitle,
} from '../src/provider-directory/plan-net-codes';

/** Issue 38 §2: each specialty the seeded directory holds, to its NUCC taxonomy code and category. */
const SPECIALTIES = [
  ['Family Medicine', '207Q00000X', 'prov'],
  ['Internal Medicine', '207R00000X', 'prov'],
  ['Pediatrics', '208000000X', 'prov'],
  ['Geriatrics', '207RG0300X', 'prov'],
  ['Cardiology', '207RC0000X', 'prov'],
  ['Orthopedic Surgery', '207X00000X', 'prov'],
  ['Dermatology', '207N00000X', 'prov'],
  ['Allergy and Immunology', '207K00000X', 'prov'],
  ['General Dentistry', '1223G0001X', 'dent'],
  ['Orthodontics', '1223X0400X', 'dent'],
  ['Pediatric Dentistry', '1223P0221X', 'dent'],
] as const;

/** Each title, to its degree (v2 table 0360) and Plan-Net network role. */
const TITLES = [
  ['MD', 'MD', 'ph'],
  ['DO', 'DO', 'ph'],
  ['NP', 'NP', 'apn'],
  ['PA-C', 'PA', 'pa'],
  ['DDS', 'DDS', 'de'],
  ['DMD', 'DMD', 'de'],
] as const;

describe('the directory’s words as Plan-Net codes (issue 38 §2)', () => {
  it.each(SPECIALTIES)('%s → %s (%s)', (specialty, code, category) => {
    expect(getDirectorySpecialty(specialty)).toMatchObject({ code, category });
  });

  it.each(TITLES)('%s → degree %s, role %s', (title, degree, role) => {
    expect(getDirectoryTitle(title)).toMatchObject({ degree, role });
  });

  it('leaves what it does not know uncoded', () => {
    expect(getDirectorySpecialty('Astrology')).toBeNull();
    expect(getDirectorySpecialty(null)).toBeNull();
    expect(getDirectoryTitle('Esq.')).toBeNull();
    expect(getDirectoryTitle(null)).toBeNull();
  });

  it.each([
    [true, 'newpt'],
    [false, 'nopt'],
  ] as const)('accepting new patients %s → %s', (accepting, code) => {
    expect(getAcceptingPatientsCode(accepting)).toBe(code);
  });
});

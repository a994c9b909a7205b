/**
 * How the directory's plain words become the codes the Da Vinci PDex Plan-Net profiles bind (issue 38
 * §2): a provider's specialty as a NUCC Health Care Provider Taxonomy code, a professional title as
 * a degree (HL7 v2 table 0360) and a network role (Plan-Net ProviderRoleCS).
 */
export interface DirectorySpecialty {
  /** NUCC Health Care Provider Taxonomy code (http://nucc.org/provider-taxonomy). */
  readonly code: string;
  readonly display: string;
  /** Plan-Net HealthcareServiceCategory: dental care, or a medical provider. */
  readonly category: 'dent' | 'prov';
}

/** Every specialty the directory's providers have, by the words the primary-care search shows. */
export const DIRECTORY_SPECIALTIES: Readonly<Record<string, DirectorySpecialty>> = {
  'Family Medicine': { code: '207Q00000X', display: 'Family Medicine Physician', category: 'prov' },
  'Internal Medicine': { code: '207R00000X', display: 'Internal Medicine Physician', category: 'prov' },
  Pediatrics: { code: '208000000X', display: 'Pediatrics Physician', category: 'prov' },
  Geriatrics: { code: '207RG0300X', display: 'Geriatric Medicine Physician', category: 'prov' },
  Cardiology: { code: '207RC0000X', display: 'Cardiovascular Disease Physician', category: 'prov' },
  'Orthopedic Surgery': { code: '207X00000X', display: 'Orthopaedic Surgery Physician', category: 'prov' },
  Dermatology: { code: '207N00000X', display: 'Dermatology Physician', category: 'prov' },
  'Allergy and Immunology': {
    code: '207K00000X',
    display: 'Allergy & Immunology Physician',
    category: 'prov',
  },
  'General Dentistry': { code: '1223G0001X', display: 'General Practice Dentist', category: 'dent' },
  Orthodontics: {
    code: '1223X0400X',
    display: 'Orthodontics and Dentofacial Orthopedic Dentist',
    category: 'dent',
  },
  'Pediatric Dentistry': { code: '1223P0221X', display: 'Pediatric Dentist', category: 'dent' },
};

export interface DirectoryTitle {
  /** The degree (HL7 v2 table 0360). */
  readonly degree: string;
  readonly degreeDisplay: string;
  /** The role in a network (Plan-Net ProviderRoleCS). */
  readonly role: string;
  readonly roleDisplay: string;
}

/** Every professional title of the directory's providers. */
export const DIRECTORY_TITLES: Readonly<Record<string, DirectoryTitle>> = {
  MD: { degree: 'MD', degreeDisplay: 'Doctor of Medicine', role: 'ph', roleDisplay: 'Physician' },
  DO: { degree: 'DO', degreeDisplay: 'Doctor of Osteopathy', role: 'ph', roleDisplay: 'Physician' },
  NP: {
    degree: 'NP',
    degreeDisplay: 'Nurse Practitioner',
    role: 'apn',
    roleDisplay: 'Advanced Practice Nursing Providers',
  },
  'PA-C': {
    degree: 'PA',
    degreeDisplay: 'Physician Assistant',
    role: 'pa',
    roleDisplay: 'Physician Assistant',
  },
  DDS: { degree: 'DDS', degreeDisplay: 'Doctor of Dental Surgery', role: 'de', roleDisplay: 'Dentist' },
  DMD: { degree: 'DMD', degreeDisplay: 'Doctor of Dental Medicine', role: 'de', roleDisplay: 'Dentist' },
};

/** A specialty's codes (issue 38 §2); null for one the table does not know, which the API leaves uncoded. */
export function getDirectorySpecialty(specialty: string | null): DirectorySpecialty | null {
  return specialty === null ? null : (DIRECTORY_SPECIALTIES[specialty] ?? null);
}

/** A title's degree and network role (issue 38 §2); null for one the table does not know. */
export function getDirectoryTitle(title: string | null): DirectoryTitle | null {
  return title === null ? null : (DIRECTORY_TITLES[title] ?? null);
}

/** Plan-Net AcceptingPatientsCS: whether a provider takes new patients. */
export function getAcceptingPatientsCode(acceptingNewPatients: boolean): 'newpt' | 'nopt' {
  return acceptingNewPatients ? 'newpt' : 'nopt';
}

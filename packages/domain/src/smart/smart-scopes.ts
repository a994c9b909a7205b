/**
 * SMART App Launch scopes the Patient Access API grants (issue 18; SMART App Launch 2.0, standalone
 * patient launch). A scope string is parsed once into what it lets an app do, so the consent screen,
 * the token endpoint and every FHIR read agree on one reading.
 */

/** The FHIR resource types the Patient Access API serves to an app (CARIN Blue Button). */
export const FHIR_READ_TYPES = [
  'Patient',
  'Coverage',
  'ExplanationOfBenefit',
  'Organization',
  'Practitioner',
] as const;
export type FhirReadType = (typeof FHIR_READ_TYPES)[number];

/** Scopes beside resource access: the patient in context, the id token, a refresh token. */
export const SMART_CONTEXT_SCOPES = ['launch/patient', 'openid', 'fhirUser', 'offline_access'] as const;
export type SmartContextScope = (typeof SMART_CONTEXT_SCOPES)[number];

/** What a requested scope string grants; unknown scopes are dropped (RFC 6749 §3.3: the server may narrow). */
export interface GrantedScopes {
  /** The scopes granted, in a stable order, as the token response names them. */
  readonly granted: readonly string[];
  /** The resource types the app may read and search. */
  readonly readable: readonly FhirReadType[];
  readonly launchPatient: boolean;
  readonly openid: boolean;
  readonly fhirUser: boolean;
  readonly offlineAccess: boolean;
}

/**
 * patient/<Type or *>.read (SMART v1) and patient/<Type or *>.<cruds letters> (v2): this API reads
 * only, so a v2 scope counts when it asks for r or s and nothing else; `rs`, `r`, `s` all read.
 */
const PATIENT_SCOPE = /^patient\/(\*|[A-Za-z]+)\.(read|[cruds]+)$/;

function readTypesOf(scope: string): readonly FhirReadType[] | null {
  const match = PATIENT_SCOPE.exec(scope);
  if (!match) return null;
  const [, type, access] = match as unknown as [string, string, string];
  if (access !== 'read' && !/^[rs]+$/.test(access)) return null;
  if (type === '*') return FHIR_READ_TYPES;
  return (FHIR_READ_TYPES as readonly string[]).includes(type) ? [type as FhirReadType] : null;
}

/** Parses a space-separated scope parameter into what it grants. */
export function parseSmartScopes(scope: string): GrantedScopes {
  const requested = [...new Set(scope.split(' ').filter((part) => part.length > 0))];
  const readable = new Set<FhirReadType>();
  const granted: string[] = [];
  for (const part of requested) {
    const types = readTypesOf(part);
    if (types) {
      for (const type of types) readable.add(type);
      granted.push(part);
    } else if ((SMART_CONTEXT_SCOPES as readonly string[]).includes(part)) {
      granted.push(part);
    }
  }
  return {
    granted,
    readable: FHIR_READ_TYPES.filter((type) => readable.has(type)),
    launchPatient: granted.includes('launch/patient'),
    openid: granted.includes('openid'),
    fhirUser: granted.includes('fhirUser'),
    offlineAccess: granted.includes('offline_access'),
  };
}

/** Whether a granted scope string lets its app read one resource type. */
export function canReadFhirType(scope: string, type: FhirReadType): boolean {
  return parseSmartScopes(scope).readable.includes(type);
}

/** What each readable type is, as the consent screen and the connected-apps list say it. */
export const FHIR_TYPE_DESCRIPTIONS = {
  Patient: 'Your name, date of birth and sex, and those of the family members you may see',
  Coverage: 'Your plans and when they are in effect',
  ExplanationOfBenefit:
    'Your claims and prior authorizations: the care, its dates, what was billed, what the plan paid, what you owe, and what the plan decided before the care',
  Organization: 'The insurer and the care providers named on your claims',
  Practitioner: 'The care providers named on your claims',
} as const satisfies Record<FhirReadType, string>;

/** The consent screen's lines for the other scopes. */
export const SMART_CONTEXT_DESCRIPTIONS = {
  'launch/patient': 'Know which member you are when it opens',
  openid: 'Confirm who signed in',
  fhirUser: 'Confirm who signed in',
  offline_access: 'Keep reading while you are away, until you revoke it',
} as const satisfies Record<SmartContextScope, string>;

/** The lines a consent screen shows for a granted scope string, each once, in a stable order. */
export function describeSmartScopes(scope: string): string[] {
  const parsed = parseSmartScopes(scope);
  const lines: string[] = parsed.readable.map((type) => FHIR_TYPE_DESCRIPTIONS[type]);
  for (const context of SMART_CONTEXT_SCOPES) {
    if (parsed.granted.includes(context)) lines.push(SMART_CONTEXT_DESCRIPTIONS[context]);
  }
  return [...new Set(lines)];
}

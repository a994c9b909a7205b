import type { Coding, Extension, Reference, Resource } from '@medplum/fhirtypes';
import { PLAN_NET_EXTENSIONS } from '../../fhir/plan-net-profiles';
import type { DirectoryResources, DirectoryType } from './build-directory';

/** The modifiers a string parameter takes (FHIR R4 search §3.1.1.5.7): starts with by default. */
export type StringModifier = 'contains' | 'exact' | undefined;

type Filter<T> = (resource: T, values: readonly string[], modifier: StringModifier) => boolean;
type Filters = {
  readonly [K in DirectoryType]: Readonly<Record<string, Filter<DirectoryResources[K][number]>>>;
};

/** Case and accents set aside, as FHIR compares strings. */
const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matchesString(
  candidates: readonly (string | undefined)[],
  values: readonly string[],
  modifier: StringModifier,
) {
  const texts = candidates.filter((c): c is string => c !== undefined);
  return values.some((value) =>
    texts.some((text) => {
      if (modifier === 'exact') return text === value;
      return modifier === 'contains'
        ? normalize(text).includes(normalize(value))
        : normalize(text).startsWith(normalize(value));
    }),
  );
}

/** A token `[system|]code` against codings: the code, and the system when one is named. */
function matchesToken(codings: readonly (Coding | undefined)[], values: readonly string[]) {
  return values.some((value) => {
    const bar = value.lastIndexOf('|');
    const system = bar >= 0 ? value.slice(0, bar) : undefined;
    const code = bar >= 0 ? value.slice(bar + 1) : value;
    return codings.some(
      (c) => c?.code === code && (system === undefined || system === '' || c.system === system),
    );
  });
}

/** A reference parameter, `Type/id` or a bare id of the type it targets. */
function matchesReference(
  references: readonly (Reference | undefined)[],
  values: readonly string[],
  type: string,
) {
  const wanted = values.map((value) => (value.includes('/') ? value : `${type}/${value}`));
  return references.some((r) => r?.reference !== undefined && wanted.includes(r.reference));
}

const codingsOf = (concepts: readonly { coding?: Coding[] }[] | undefined) =>
  (concepts ?? []).flatMap((c) => c.coding ?? []);

/** The acceptingPatients code of a resource's newpatients extension. */
const acceptingOf = (extension: readonly Extension[] | undefined) =>
  (extension ?? [])
    .filter((e) => e.url === PLAN_NET_EXTENSIONS.newPatients)
    .flatMap((e) => e.extension ?? [])
    .filter((e) => e.url === 'acceptingPatients')
    .flatMap((e) => e.valueCodeableConcept?.coding ?? []);

/** Each type's search parameters but `_id`, `near` and `_include` (issue 38 §2), on the resources. */
export const DIRECTORY_FILTERS: Filters = {
  Practitioner: {
    name: (r, v, m) =>
      matchesString(
        (r.name ?? []).flatMap((n) => [n.text, n.family, ...(n.given ?? [])]),
        v,
        m,
      ),
  },
  PractitionerRole: {
    practitioner: (r, v) => matchesReference([r.practitioner], v, 'Practitioner'),
    organization: (r, v) => matchesReference([r.organization], v, 'Organization'),
    location: (r, v) => matchesReference(r.location ?? [], v, 'Location'),
    network: (r, v) =>
      matchesReference(
        (r.extension ?? [])
          .filter((e) => e.url === PLAN_NET_EXTENSIONS.networkReference)
          .map((e) => e.valueReference),
        v,
        'Organization',
      ),
    specialty: (r, v) => matchesToken(codingsOf(r.specialty), v),
    role: (r, v) => matchesToken(codingsOf(r.code), v),
    'new-patient': (r, v) => matchesToken(acceptingOf(r.extension), v),
  },
  Organization: {
    name: (r, v, m) => matchesString([r.name, ...(r.alias ?? [])], v, m),
    type: (r, v) => matchesToken(codingsOf(r.type), v),
    partof: (r, v) => matchesReference([r.partOf], v, 'Organization'),
  },
  Location: {
    name: (r, v, m) => matchesString([r.name, ...(r.alias ?? [])], v, m),
    organization: (r, v) => matchesReference([r.managingOrganization], v, 'Organization'),
    'address-postalcode': (r, v, m) => matchesString([r.address?.postalCode], v, m),
    'new-patient': (r, v) => matchesToken(acceptingOf(r.extension), v),
  },
  HealthcareService: {
    name: (r, v, m) => matchesString([r.name], v, m),
    specialty: (r, v) => matchesToken(codingsOf(r.specialty), v),
    organization: (r, v) => matchesReference([r.providedBy], v, 'Organization'),
    location: (r, v) => matchesReference(r.location ?? [], v, 'Location'),
    'new-patient': (r, v) => matchesToken(acceptingOf(r.extension), v),
  },
  InsurancePlan: {
    name: (r, v, m) => matchesString([r.name, ...(r.alias ?? [])], v, m),
    type: (r, v) => matchesToken(codingsOf(r.type), v),
    network: (r, v) => matchesReference(r.network ?? [], v, 'Organization'),
  },
  Endpoint: {
    name: (r, v, m) => matchesString([r.name], v, m),
  },
};

/** The string parameters, the only ones that take a modifier. */
export const STRING_PARAMS = new Set(['name', 'address-postalcode']);

export type AnyDirectoryResource = DirectoryResources[DirectoryType][number] & Resource;

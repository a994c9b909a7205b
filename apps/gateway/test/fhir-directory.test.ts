import type {
  Bundle,
  CapabilityStatement,
  Endpoint,
  Extension,
  HealthcareService,
  InsurancePlan,
  Location,
  OperationOutcome,
  Organization,
  Practitioner,
  PractitionerRole,
  Resource,
} from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateFhir } from './helpers/fhir-schema';
import { HOST_BY_DOMAIN, type TestDomain } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const BASE = '/fhir/directory/r4';
const PLAN_NET = 'http://hl7.org/fhir/us/davinci-pdex-plan-net';
const NUCC = 'http://nucc.org/provider-taxonomy';
const TYPES = [
  'Practitioner',
  'PractitionerRole',
  'Organization',
  'Location',
  'HealthcareService',
  'InsurancePlan',
  'Endpoint',
] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A directory response without a token: its status, the FHIR content type, a body valid against R4. */
async function directory<T extends Resource = Bundle>(
  url: string,
  { status = 200, domainId = 1 as TestDomain, headers = {} as Record<string, string> } = {},
) {
  const response = await t.app.inject({
    method: 'GET',
    url: url.startsWith('http') ? url.replace(/^http:\/\/[^/]+/, '') : `${BASE}${url}`,
    headers: { host: HOST_BY_DOMAIN[domainId], ...headers },
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  if (status === 304) return { body: undefined as unknown as T, response };
  expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
  const body = response.json() as T;
  expect(validateFhir(body), `${url} is not valid FHIR R4`).toEqual([]);
  if (status >= 400) expect(body.resourceType).toBe('OperationOutcome');
  return { body, response };
}

const search = async <T extends Resource>(url: string, domainId: TestDomain = 1) =>
  ((await directory(url, { domainId })).body.entry ?? [])
    .filter((e) => e.search?.mode === 'match')
    .map((e) => e.resource as T);

/** Every match of a search, following the next links. */
async function everything<T extends Resource>(type: string, domainId: TestDomain = 1): Promise<T[]> {
  const found: T[] = [];
  let url: string | undefined = `/${type}?_count=5`;
  while (url) {
    const { body }: { body: Bundle } = await directory(url, { domainId });
    found.push(...(body.entry ?? []).map((e) => e.resource as T));
    url = body.link?.find((link) => link.relation === 'next')?.url;
  }
  return found;
}

const extensionOf = (resource: { extension?: Extension[] }, name: string) =>
  resource.extension?.find((e) => e.url === `${PLAN_NET}/StructureDefinition/${name}`);
const acceptingOf = (resource: { extension?: Extension[] }) =>
  extensionOf(resource, 'newpatients')?.extension?.find((e) => e.url === 'acceptingPatients')
    ?.valueCodeableConcept?.coding?.[0]?.code;
const profileIs = (name: string) => (r: Resource) =>
  r.meta?.profile?.[0] === `${PLAN_NET}/StructureDefinition/${name}`;

/**
 * The Plan-Net profiles' required elements (1..) and the must-support values this directory has data
 * for, one row each (Plan-Net 1.1.0, over US Core): what every resource of the type must carry.
 */
type Row<T> = readonly [string, (resource: T) => boolean];
const REQUIRED: {
  readonly [K in (typeof TYPES)[number]]: readonly Row<never>[];
} = {
  Practitioner: [
    ['profile plannet-Practitioner', profileIs('plannet-Practitioner')],
    ['meta.lastUpdated', (r: Practitioner) => !!r.meta?.lastUpdated],
    ['identifier (1..*)', (r: Practitioner) => (r.identifier?.[0]?.value ?? '') !== ''],
    ['active = true (1..1)', (r: Practitioner) => r.active === true],
    ['name.family (1..1) and name.text', (r: Practitioner) => !!r.name?.[0]?.family && !!r.name[0].text],
    [
      'qualification.code (1..1) from v2-0360, active',
      (r: Practitioner) =>
        r.qualification?.[0]?.code.coding?.[0]?.system === 'http://terminology.hl7.org/CodeSystem/v2-0360' &&
        r.qualification[0].extension?.[0]?.extension?.[0]?.valueCode === 'active',
    ],
    ['communication (MS)', (r: Practitioner) => (r.communication?.length ?? 0) > 0],
  ],
  PractitionerRole: [
    ['profile plannet-PractitionerRole', profileIs('plannet-PractitionerRole')],
    ['active = true (1..1)', (r: PractitionerRole) => r.active === true],
    ['practitioner (MS)', (r: PractitionerRole) => /^Practitioner\//.test(r.practitioner?.reference ?? '')],
    [
      'organization (MS)',
      (r: PractitionerRole) => /^Organization\/org-/.test(r.organization?.reference ?? ''),
    ],
    [
      'network-reference (MS)',
      (r: PractitionerRole) =>
        /^Organization\/network-/.test(extensionOf(r, 'network-reference')?.valueReference?.reference ?? ''),
    ],
    [
      'newpatients.acceptingPatients (1..1)',
      (r: PractitionerRole) => ['newpt', 'nopt'].includes(acceptingOf(r) ?? ''),
    ],
    [
      'code (MS), a Plan-Net role',
      (r: PractitionerRole) => r.code?.[0]?.coding?.[0]?.system === `${PLAN_NET}/CodeSystem/ProviderRoleCS`,
    ],
    ['specialty (MS), NUCC', (r: PractitionerRole) => r.specialty?.[0]?.coding?.[0]?.system === NUCC],
    [
      'location (MS)',
      (r: PractitionerRole) => (r.location ?? []).every((l) => /^Location\/loc-/.test(l.reference ?? '')),
    ],
    [
      'telecom.system and telecom.value (1..1 each)',
      (r: PractitionerRole) =>
        (r.telecom ?? []).length > 0 && (r.telecom ?? []).every((c) => !!c.system && !!c.value),
    ],
  ],
  Organization: [
    [
      'profile plannet-Organization or plannet-Network',
      (r: Organization) => profileIs('plannet-Organization')(r) || profileIs('plannet-Network')(r),
    ],
    ['active = true (1..1)', (r: Organization) => r.active === true],
    ['name (1..1, US Core)', (r: Organization) => !!r.name],
    [
      'type (1..*), from OrgTypeCS',
      (r: Organization) => r.type?.[0]?.coding?.[0]?.system === `${PLAN_NET}/CodeSystem/OrgTypeCS`,
    ],
    [
      'an organization: address (1..*) with line, city, state and postal code',
      (r: Organization) =>
        profileIs('plannet-Network')(r) ||
        (!!r.address?.[0]?.line?.length &&
          !!r.address[0].city &&
          !!r.address[0].state &&
          !!r.address[0].postalCode),
    ],
    [
      'a network: type ntwk, partOf the payer (1..1), no telecom (0..0)',
      (r: Organization) =>
        !profileIs('plannet-Network')(r) ||
        (r.type?.[0]?.coding?.[0]?.code === 'ntwk' &&
          /^Organization\/payer-/.test(r.partOf?.reference ?? '') &&
          !r.telecom),
    ],
  ],
  Location: [
    ['profile plannet-Location', profileIs('plannet-Location')],
    ['status = active (1..1)', (r: Location) => r.status === 'active'],
    ['name (1..1, US Core)', (r: Location) => !!r.name],
    ['address (MS) with its postal code', (r: Location) => !!r.address?.postalCode],
    [
      'position (MS)',
      (r: Location) => typeof r.position?.latitude === 'number' && typeof r.position.longitude === 'number',
    ],
    ['telecom (MS)', (r: Location) => !!r.telecom?.[0]?.value],
    ['newpatients (MS)', (r: Location) => ['newpt', 'nopt'].includes(acceptingOf(r) ?? '')],
  ],
  HealthcareService: [
    ['profile plannet-HealthcareService', profileIs('plannet-HealthcareService')],
    ['active = true (1..1)', (r: HealthcareService) => r.active === true],
    [
      'category (1..*) from HealthcareServiceCategoryCS',
      (r: HealthcareService) =>
        r.category?.[0]?.coding?.[0]?.system === `${PLAN_NET}/CodeSystem/HealthcareServiceCategoryCS`,
    ],
    ['providedBy (MS)', (r: HealthcareService) => /^Organization\/org-/.test(r.providedBy?.reference ?? '')],
    [
      'specialty (MS), NUCC',
      (r: HealthcareService) => (r.specialty ?? []).every((s) => s.coding?.[0]?.system === NUCC),
    ],
    ['location (MS)', (r: HealthcareService) => (r.location?.length ?? 0) > 0],
  ],
  InsurancePlan: [
    ['profile plannet-InsurancePlan', profileIs('plannet-InsurancePlan')],
    ['status = active (1..1)', (r: InsurancePlan) => r.status === 'active'],
    [
      'type (1..1), a product type',
      (r: InsurancePlan) =>
        r.type?.length === 1 &&
        r.type[0]?.coding?.[0]?.system === `${PLAN_NET}/CodeSystem/InsuranceProductTypeCS`,
    ],
    [
      'ownedBy (1..1) and administeredBy (1..1)',
      (r: InsurancePlan) => !!r.ownedBy?.reference && !!r.administeredBy?.reference,
    ],
    [
      'network or plan.network (invariant)',
      (r: InsurancePlan) => /^Organization\/network-/.test(r.network?.[0]?.reference ?? ''),
    ],
    ['name (MS)', (r: InsurancePlan) => !!r.name],
  ],
  Endpoint: [
    ['profile plannet-Endpoint', profileIs('plannet-Endpoint')],
    ['status = active (1..1)', (r: Endpoint) => r.status === 'active'],
    ['connectionType (1..1)', (r: Endpoint) => r.connectionType.code === 'hl7-fhir-rest'],
    ['payloadType (1..1)', (r: Endpoint) => r.payloadType?.length === 1],
    ['address (1..1): this directory', (r: Endpoint) => r.address.endsWith(BASE)],
  ],
};

describe('the public provider directory (issue 38 §2)', () => {
  it('needs no token: the metadata lists the Plan-Net types, profiles, searches and includes', async () => {
    const { body } = await directory<CapabilityStatement>('/metadata');
    const resources = body.rest?.[0]?.resource ?? [];
    expect(resources.map((r) => r.type)).toEqual([...TYPES]);
    for (const r of resources)
      expect(r.supportedProfile?.[0]).toMatch(new RegExp(`^${PLAN_NET}/StructureDefinition/plannet-`));
    const roles = resources.find((r) => r.type === 'PractitionerRole');
    expect(roles?.searchInclude).toEqual(
      expect.arrayContaining(['PractitionerRole:practitioner', 'PractitionerRole:location']),
    );
    expect(roles?.searchParam?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['specialty', 'network', 'new-patient']),
    );
    expect(resources.find((r) => r.type === 'Location')?.searchParam?.map((p) => p.name)).toContain('near');
    // A made-up token changes nothing: the directory reads none.
    await directory('/Practitioner', { headers: { authorization: 'Bearer made-up-token' } });
  });

  describe.each([1, 2, 5] as const)('brand %i', (domainId) => {
    it.each(TYPES)('every %s validates against R4 and meets the Plan-Net required elements', async (type) => {
      const resources = await everything(type, domainId);
      expect(resources.length, `${type} on brand ${domainId}`).toBeGreaterThan(0);
      for (const [element, holds] of REQUIRED[type] as readonly Row<Resource>[]) {
        for (const resource of resources)
          expect(holds(resource), `${type}/${resource.id}: ${element}`).toBe(true);
      }
    });
  });

  it('every reference in the main brand’s directory reads back', async () => {
    const references = new Set<string>();
    for (const type of TYPES) {
      for (const resource of await everything(type)) {
        JSON.stringify(resource, (key, value) => {
          if (key === 'reference' && typeof value === 'string') references.add(value);
          return value;
        });
      }
    }
    expect(references.size).toBeGreaterThan(20);
    for (const reference of references) await directory(`/${reference}`);
  });

  it('each brand’s networks: the main PPO and dental, Medicare’s HMO without a pediatrician, the partner’s dental', async () => {
    const plans = async (domainId: TestDomain) =>
      (await search<InsurancePlan>('/InsurancePlan', domainId)).map((p) => p.name).sort();
    expect(await plans(1)).toEqual(['Evergreen Dental PPO', 'Evergreen PPO']);
    expect(await plans(2)).toEqual(['Evergreen Medicare Advantage HMO']);
    expect(await plans(5)).toEqual(['Harbor Dental PPO']);
    const specialties = async (domainId: TestDomain) =>
      new Set(
        (await everything<PractitionerRole>('PractitionerRole', domainId)).map(
          (r) => r.specialty?.[0]?.coding?.[0]?.display,
        ),
      );
    expect(await specialties(1)).toContain('Pediatrics Physician');
    expect(await specialties(1)).toContain('General Practice Dentist');
    expect(await specialties(2)).not.toContain('Pediatrics Physician');
    expect([...(await specialties(5))].every((s) => s?.includes('Dentist'))).toBe(true);
    // The same provider id on another brand's host is not in that brand's directory.
    await directory('/PractitionerRole/PRV100001-evergreen-ppo', { domainId: 5, status: 404 });
  });

  it('searches practitioners by name: starts with by default, :contains and :exact', async () => {
    expect((await search<Practitioner>('/Practitioner?name=dana')).map((p) => p.id)).toEqual(['PRV100001']);
    expect((await search<Practitioner>('/Practitioner?name=whit')).map((p) => p.id)).toEqual(['PRV100001']);
    expect(await search('/Practitioner?name=itak')).toEqual([]);
    expect((await search<Practitioner>('/Practitioner?name:contains=itak')).map((p) => p.id)).toEqual([
      'PRV100001',
    ]);
    expect((await search<Practitioner>('/Practitioner?name:exact=Dana')).map((p) => p.id)).toEqual([
      'PRV100001',
    ]);
    expect(await search('/Practitioner?name:exact=dana')).toEqual([]);
    const organizations = await search<Organization>('/Organization?name=rose%20city');
    expect(organizations.map((o) => o.name)).toEqual(['Rose City Family Medicine']);
  });

  it('searches roles by specialty, network and accepting new patients', async () => {
    const family = await search<PractitionerRole>('/PractitionerRole?specialty=207Q00000X&_count=50');
    expect(family.map((r) => r.practitioner?.display).sort()).toEqual([
      'Dana Whitaker',
      'Miguel Santos',
      'Samuel Okoro',
    ]);
    const withSystem = await search<PractitionerRole>(
      `/PractitionerRole?specialty=${NUCC}|207Q00000X&_count=50`,
    );
    expect(withSystem.map((r) => r.id)).toEqual(family.map((r) => r.id));
    expect(await search(`/PractitionerRole?specialty=http://example.com/other|207Q00000X`)).toEqual([]);
    const [dental] =
      (await search<InsurancePlan>('/InsurancePlan?name=evergreen%20dental'))[0]?.network ?? [];
    const dentists = await search<PractitionerRole>(
      `/PractitionerRole?network=${dental?.reference}&_count=50`,
    );
    expect(dentists.map((r) => r.practitioner?.reference).sort()).toEqual([
      'Practitioner/PRV300001',
      'Practitioner/PRV300002',
      'Practitioner/PRV300003',
      'Practitioner/PRV300004',
    ]);
    const closed = await search<PractitionerRole>('/PractitionerRole?new-patient=nopt&_count=50');
    expect(new Set(closed.map((r) => r.practitioner?.display))).toEqual(
      new Set(['Miguel Santos', 'Lucia Ferreira', 'Marcus Bell']),
    );
    const open = await search<PractitionerRole>('/PractitionerRole?new-patient=newpt&_count=50');
    expect(open.every((r) => acceptingOf(r) === 'newpt')).toBe(true);
    const both = await search<PractitionerRole>(
      `/PractitionerRole?new-patient=newpt&specialty=207Q00000X&network=${dental?.reference}`,
    );
    expect(both).toEqual([]);
    const services = await search<HealthcareService>('/HealthcareService?specialty=1223X0400X');
    expect(services.map((s) => s.name)).toEqual(['Bright Smiles Orthodontics']);
  });

  it('searches locations near a point, nearest first, in miles or kilometres', async () => {
    // 1120 SW 5th Ave, downtown Portland.
    const near = await search<Location>('/Location?near=45.5152|-122.6784|1|mi');
    expect(near[0]?.address?.line?.[0]).toBe('1120 SW 5th Ave');
    expect(near.map((l) => l.address?.city)).toEqual(near.map(() => 'Portland'));
    expect(near.map((l) => l.address?.line?.[0])).toContain('925 NW Davis St');
    expect(near.map((l) => l.address?.line?.[0])).not.toContain('12755 SW 2nd St');
    const wider = await search<Location>('/Location?near=45.5152|-122.6784|16|km&_count=50');
    expect(wider.length).toBeGreaterThan(near.length);
    expect(wider.map((l) => l.address?.line?.[0])).toContain('12755 SW 2nd St');
    const beaverton = await search<Location>('/Location?near=45.4871|-122.8037|0.5|[mi_i]');
    expect(beaverton.map((l) => l.address?.city)).toEqual(beaverton.map(() => 'Beaverton'));
    expect(beaverton.length).toBeGreaterThan(0);
    expect(await search('/Location?near=44.05|-123.09|5|mi')).toEqual([]);
  });

  it('_include adds each role’s practitioner and location once, outside the total', async () => {
    const { body } = await directory(
      '/PractitionerRole?_count=3&_include=PractitionerRole:practitioner&_include=PractitionerRole:location',
    );
    const matches = (body.entry ?? [])
      .filter((e) => e.search?.mode === 'match')
      .map((e) => e.resource as PractitionerRole);
    const included = (body.entry ?? [])
      .filter((e) => e.search?.mode === 'include')
      .map((e) => e.resource as Resource);
    expect(matches).toHaveLength(3);
    expect(body.total).toBeGreaterThan(3);
    const keys = included.map((r) => `${r.resourceType}/${r.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const role of matches) {
      expect(keys).toContain(role.practitioner?.reference);
      for (const location of role.location ?? []) expect(keys).toContain(location.reference);
    }
    expect(included.every((r) => r.resourceType === 'Practitioner' || r.resourceType === 'Location')).toBe(
      true,
    );
    const next = body.link?.find((link) => link.relation === 'next')?.url ?? '';
    expect(new URL(next).searchParams.getAll('_include')).toEqual([
      'PractitionerRole:practitioner',
      'PractitionerRole:location',
    ]);
  });

  it('pages with next and previous links, every match once', async () => {
    const first = (await directory('/PractitionerRole?_count=4')).body;
    expect(first.link?.map((l) => l.relation)).toEqual(['self', 'next']);
    const all = await everything<PractitionerRole>('PractitionerRole');
    expect(all).toHaveLength(first.total ?? 0);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const second = (await directory(first.link?.find((l) => l.relation === 'next')?.url ?? '')).body;
    expect(second.link?.map((l) => l.relation)).toContain('previous');
  });

  it('bad input is a 400 OperationOutcome; an unknown id or type a 404', async () => {
    const cases = [
      '/Practitioner?gender=female',
      '/Practitioner?specialty=207Q00000X',
      '/Location?near=north-of-here',
      '/Location?near=95|-122|5|mi',
      '/Location?near=45.5|-122.6|5|parsecs',
      '/Location?near=45.5|-122.6|9000|mi',
      '/PractitionerRole?_include=PractitionerRole:endpoint',
      '/Practitioner?_include=PractitionerRole:practitioner',
      '/PractitionerRole?specialty:contains=207',
      '/Organization?_count=500',
    ];
    for (const url of cases) {
      const { body } = await directory<OperationOutcome>(url, { status: 400 });
      expect(body.issue[0]?.severity).toBe('error');
    }
    await directory('/Practitioner/PRV999999', { status: 404 });
    await directory('/Practitioner/not%20an%20id', { status: 400 });
    await directory('/Observation', { status: 404 });
  });

  it('validates every search’s query with its zod schema, refused as an OperationOutcome by the one handler', async () => {
    const cases = [
      `/Practitioner?name=${'a'.repeat(201)}`,
      `/Organization?${Array.from({ length: 21 }, (_, i) => `_id=org-${i}`).join('&')}`,
      '/Endpoint?_count=ten',
    ];
    for (const url of cases) {
      const { response, body } = await directory<OperationOutcome>(url, { status: 400 });
      expect(response.headers['content-type']).toContain('application/fhir+json');
      expect(body.issue[0]).toMatchObject({ severity: 'error', code: 'invalid' });
      expect(body.issue[0]?.diagnostics).toMatch(/^The request is not valid/);
    }
    // Within the schema the search answers as before.
    await directory(`/Practitioner?name=${'a'.repeat(200)}`);
  });

  it('is cacheable: an entity tag that answers If-None-Match with 304, and Cache-Control', async () => {
    const { response } = await directory('/PractitionerRole?specialty=207Q00000X');
    const tag = response.headers.etag;
    expect(tag).toMatch(/^W\/".+"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const again = await directory('/PractitionerRole?specialty=207Q00000X', {
      status: 304,
      headers: { 'if-none-match': String(tag) },
    });
    expect(again.response.body).toBe('');
    const other = await directory('/PractitionerRole?specialty=207R00000X', {
      headers: { 'if-none-match': String(tag) },
    });
    expect(other.response.headers.etag).not.toBe(tag);
    expect((await directory('/metadata')).response.headers.etag).toBeDefined();
  });
});

describe('the directory’s rate limit (issue 38 §2: the shared limiter, per client)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimit: { windowSeconds: 60, perClient: 3, perAccount: 100, redisPrefix: 'dash-test-directory:' },
    });
  });
  afterAll(() => limited.close());

  it('past the per-client limit: 429, Retry-After and an OperationOutcome', async () => {
    const statuses: number[] = [];
    let last = await limited.app.inject({
      method: 'GET',
      url: `${BASE}/Practitioner`,
      headers: { host: 'localhost' },
    });
    statuses.push(last.statusCode);
    for (let i = 0; i < 3; i++) {
      last = await limited.app.inject({
        method: 'GET',
        url: `${BASE}/Practitioner`,
        headers: { host: 'localhost' },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const outcome = last.json() as OperationOutcome;
    expect(outcome.resourceType).toBe('OperationOutcome');
    expect(outcome.issue[0]?.code).toBe('throttled');
  });
});

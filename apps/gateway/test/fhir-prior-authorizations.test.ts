import { API_PATHS, PriorAuthorizationList } from '@dash/domain/api';
import type {
  Bundle,
  CapabilityStatement,
  ExplanationOfBenefit,
  ExplanationOfBenefitItem,
  OperationOutcome,
  Resource,
} from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateFhir } from './helpers/fhir-schema';
import { authGet, sessionToken } from './helpers/sign-in';
import { connectApp, fhirGet } from './helpers/smart-client';
import { createTestApp, type TestApp } from './helpers/test-app';

const PDEX_PRIOR_AUTHORIZATION =
  'http://hl7.org/fhir/us/davinci-pdex/StructureDefinition/pdex-priorauthorization';
const REVIEW_ACTION = 'http://hl7.org/fhir/us/davinci-pdex/StructureDefinition/extension-reviewAction';
const REVIEW_ACTION_CODE =
  'http://hl7.org/fhir/us/davinci-pdex/StructureDefinition/extension-reviewActionCode';
const DISCRIMINATOR = 'http://hl7.org/fhir/us/davinci-pdex/CodeSystem/PDexAdjudicationDiscriminator';

let t: TestApp;
const sessions: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['alex', 'jordan']) sessions[name] = await sessionToken(t.app, name);
});
afterAll(() => t.close());

const session = (name: string) => sessions[name] ?? '';

/** A FHIR response: its status, a body valid against the R4 definitions, and the FHIR content type. */
async function fhir<T extends Resource = Bundle>(url: string, token: string, status = 200) {
  const response = await fhirGet(t.app, url, token);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
  const body = response.json() as T;
  expect(validateFhir(body), `${url} is not valid FHIR R4`).toEqual([]);
  if (status >= 400) expect(body.resourceType).toBe('OperationOutcome');
  return body;
}

const resourcesOf = <T extends Resource>(bundle: Bundle) =>
  (bundle.entry ?? []).map((entry) => entry.resource as T);

const allowedUnitsOf = (item: ExplanationOfBenefitItem | undefined) =>
  item?.adjudication?.find((a) => a.category.coding?.[0]?.code === 'allowedunits');

const reviewActionOf = (item: ExplanationOfBenefitItem | undefined) =>
  allowedUnitsOf(item)
    ?.extension?.find((e) => e.url === REVIEW_ACTION)
    ?.extension?.find((e) => e.url === REVIEW_ACTION_CODE)?.valueCodeableConcept?.coding?.[0];

/**
 * The Da Vinci PDex Prior Authorization profile's required and must-support elements (PDex 2.0.0,
 * with the R4 ExplanationOfBenefit's own 1.. elements), one row each: what every resource must carry.
 */
const REQUIRED: readonly [string, (eob: ExplanationOfBenefit) => boolean][] = [
  [
    'meta.profile names pdex-priorauthorization (1..*)',
    (eob) => !!eob.meta?.profile?.includes(PDEX_PRIOR_AUTHORIZATION),
  ],
  ['status (1..1 MS)', (eob) => ['active', 'cancelled'].includes(eob.status)],
  [
    'type (1..1 MS), a claim type',
    (eob) => eob.type.coding?.[0]?.system === 'http://terminology.hl7.org/CodeSystem/claim-type',
  ],
  ['use = preauthorization (1..1 MS)', (eob) => eob.use === 'preauthorization'],
  ['patient (1..1 MS)', (eob) => /^Patient\/[a-f0-9]{32}$/.test(eob.patient.reference ?? '')],
  ['created (1..1)', (eob) => /^\d{4}-\d{2}-\d{2}T/.test(eob.created)],
  ['insurer (1..1 MS)', (eob) => /^Organization\/payer-\d$/.test(eob.insurer?.reference ?? '')],
  ['provider (1..1 MS)', (eob) => !!(eob.provider.reference ?? eob.provider.display)],
  ['outcome (1..1)', (eob) => ['complete', 'queued'].includes(eob.outcome)],
  [
    'insurance (1..*): focal, its coverage and the authorization number',
    (eob) =>
      eob.insurance?.length === 1 &&
      eob.insurance[0]?.focal === true &&
      /^Coverage\//.test(eob.insurance[0]?.coverage.reference ?? '') &&
      eob.insurance[0]?.preAuthRef?.[0] === eob.id,
  ],
  [
    'item.productOrService (1..1): a CPT or CDT code',
    (eob) =>
      (eob.item ?? []).length > 0 &&
      (eob.item ?? []).every((item) =>
        ['http://www.ama-assn.org/go/cpt', 'http://www.ada.org/cdt'].includes(
          item.productOrService.coding?.[0]?.system ?? '',
        ),
      ),
  ],
  [
    'item.quantity: the units asked for',
    (eob) => (eob.item ?? []).every((i) => (i.quantity?.value ?? 0) > 0),
  ],
  [
    'item.adjudication[allowedunits].value (1..1 MS) with its review action, once decided',
    (eob) =>
      eob.outcome === 'queued' ||
      eob.status === 'cancelled' ||
      (eob.item ?? []).every(
        (item) =>
          typeof allowedUnitsOf(item)?.value === 'number' &&
          allowedUnitsOf(item)?.category.coding?.[0]?.system === DISCRIMINATOR &&
          reviewActionOf(item)?.system === 'https://codesystem.x12.org/005010/306',
      ),
  ],
];

/** The decision each status shows (domain: getPriorAuthorizationDecision). */
const DECISION_BY_STATUS = {
  APPROVED: { outcome: 'complete', disposition: 'Approved', reviewAction: 'A1' },
  DENIED: { outcome: 'complete', disposition: 'Denied', reviewAction: 'A3' },
  PENDING: { outcome: 'queued', disposition: 'Pending review', reviewAction: undefined },
  CANCELLED: { outcome: 'complete', disposition: 'Cancelled', reviewAction: undefined },
} as const;

describe('prior authorizations in the Patient Access API (issue 38 §3)', () => {
  let alex: Awaited<ReturnType<typeof connectApp>>;
  let authorizations: ExplanationOfBenefit[];
  beforeAll(async () => {
    alex = await connectApp(t.app, session('alex'));
    authorizations = resourcesOf<ExplanationOfBenefit>(
      await fhir('/fhir/r4/ExplanationOfBenefit?use=preauthorization&_count=50', alex.access_token),
    );
  });

  it('are the ones the benefits pages list, with their status, dates, service, units and decision', async () => {
    const listed = PriorAuthorizationList.parse(
      (await authGet(t.app, API_PATHS.priorAuthorizations, session('alex'))).json(),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(authorizations.map((eob) => eob.id)).toEqual(listed.map((pa) => pa.authorizationNumber));
    for (const [index, pa] of listed.entries()) {
      const eob = authorizations[index];
      if (!eob) throw new Error(`no resource for ${pa.authorizationNumber}`);
      const decision = DECISION_BY_STATUS[pa.status];
      expect(eob).toMatchObject({ outcome: decision.outcome, disposition: decision.disposition });
      expect(eob.created).toBe(`${pa.requestedDate}T00:00:00Z`);
      expect(eob.preAuthRefPeriod?.[0]?.start).toBe(pa.startDate ?? undefined);
      expect(eob.preAuthRefPeriod?.[0]?.end).toBe(pa.endDate ?? undefined);
      const [item] = eob.item ?? [];
      expect(item?.productOrService.text).toBe(pa.serviceDescription);
      expect(eob.provider.display).toBe(pa.providerName);
      expect(reviewActionOf(item)?.code).toBe(decision.reviewAction);
      if (pa.status === 'APPROVED') expect(allowedUnitsOf(item)?.value).toBe(item?.quantity?.value);
      if (pa.status === 'DENIED') expect(allowedUnitsOf(item)?.value).toBe(0);
    }
    // The seeded physical therapy asks for 12 visits.
    expect(authorizations.flatMap((eob) => eob.item ?? []).map((item) => item.quantity?.value)).toContain(12);
  });

  it.each(REQUIRED)('every one meets the profile: %s', (_element, holds) => {
    expect(authorizations.length).toBeGreaterThan(0);
    for (const eob of authorizations) expect(holds(eob), eob.id).toBe(true);
  });

  it('searches by patient, created date, service date, _lastUpdated, type and _id; reads by id', async () => {
    const own = resourcesOf<ExplanationOfBenefit>(
      await fhir(
        `/fhir/r4/ExplanationOfBenefit?use=preauthorization&patient=${alex.patient}`,
        alex.access_token,
      ),
    );
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(authorizations.length);
    expect(own.every((eob) => eob.patient.reference === `Patient/${alex.patient}`)).toBe(true);
    const newest = authorizations[0]?.created.slice(0, 10) ?? '';
    const created = resourcesOf<ExplanationOfBenefit>(
      await fhir(`/fhir/r4/ExplanationOfBenefit?use=preauthorization&created=ge${newest}`, alex.access_token),
    );
    expect(created.map((eob) => eob.id)).toEqual([authorizations[0]?.id]);
    const older = resourcesOf<ExplanationOfBenefit>(
      await fhir(`/fhir/r4/ExplanationOfBenefit?use=preauthorization&created=lt${newest}`, alex.access_token),
    );
    expect(older.length).toBe(authorizations.length - 1);
    const approved = authorizations.find((eob) => eob.preAuthRefPeriod?.[0]?.start);
    const start = approved?.preAuthRefPeriod?.[0]?.start ?? '';
    const served = resourcesOf<ExplanationOfBenefit>(
      await fhir(
        `/fhir/r4/ExplanationOfBenefit?use=preauthorization&service-date=${start}`,
        alex.access_token,
      ),
    );
    expect(served.map((eob) => eob.id)).toContain(approved?.id);
    expect(served.every((eob) => eob.billablePeriod?.start === start)).toBe(true);
    const updated = resourcesOf<ExplanationOfBenefit>(
      await fhir(
        `/fhir/r4/ExplanationOfBenefit?use=preauthorization&_lastUpdated=ge${newest}`,
        alex.access_token,
      ),
    );
    expect(updated.every((eob) => (eob.meta?.lastUpdated ?? '') >= newest)).toBe(true);
    const oral = resourcesOf<ExplanationOfBenefit>(
      await fhir('/fhir/r4/ExplanationOfBenefit?use=preauthorization&type=oral', alex.access_token),
    );
    expect(oral.length).toBeGreaterThan(0);
    expect(
      oral.every((eob) => eob.item?.[0]?.productOrService.coding?.[0]?.system === 'http://www.ada.org/cdt'),
    ).toBe(true);
    const id = authorizations[1]?.id ?? '';
    const byId = resourcesOf(await fhir(`/fhir/r4/ExplanationOfBenefit?_id=${id}`, alex.access_token));
    expect(byId.map((r) => r.id)).toEqual([id]);
    const read = await fhir<ExplanationOfBenefit>(`/fhir/r4/ExplanationOfBenefit/${id}`, alex.access_token);
    expect(read).toEqual(authorizations[1]);
  });

  it('a search without `use` finds the claims, then the prior authorizations, page by page', async () => {
    const claims = await fhir('/fhir/r4/ExplanationOfBenefit?use=claim&_count=1', alex.access_token);
    const both = await fhir('/fhir/r4/ExplanationOfBenefit?_count=1', alex.access_token);
    expect(both.total).toBe((claims.total ?? 0) + authorizations.length);
    const last = await fhir(
      `/fhir/r4/ExplanationOfBenefit?_count=7&_offset=${(claims.total ?? 0) - 2}`,
      alex.access_token,
    );
    const uses = resourcesOf<ExplanationOfBenefit>(last).map((eob) => eob.use);
    expect(uses).toEqual(['claim', 'claim', ...authorizations.slice(0, 5).map(() => 'preauthorization')]);
    let url: string | undefined = '/fhir/r4/ExplanationOfBenefit?_count=50';
    const seen: string[] = [];
    while (url) {
      const page: Bundle = await fhir(url.replace('http://localhost', ''), alex.access_token);
      seen.push(...resourcesOf(page).map((r) => r.id ?? ''));
      url = page.link?.find((link) => link.relation === 'next')?.url;
    }
    expect(seen.length).toBe(both.total);
    expect(seen.slice(-authorizations.length)).toEqual(authorizations.map((eob) => eob.id));
  });

  it('the claims’ family rule: a dependent’s app reads only the dependent’s own', async () => {
    const jordan = await connectApp(t.app, session('jordan'));
    const own = resourcesOf<ExplanationOfBenefit>(
      await fhir('/fhir/r4/ExplanationOfBenefit?use=preauthorization', jordan.access_token),
    );
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((eob) => eob.patient.reference))).toEqual(new Set([`Patient/${jordan.patient}`]));
    await fhir(
      `/fhir/r4/ExplanationOfBenefit?use=preauthorization&patient=${alex.patient}`,
      jordan.access_token,
      403,
    );
    const alexOwn = authorizations.find((eob) => eob.patient.reference === `Patient/${alex.patient}`);
    await fhir(`/fhir/r4/ExplanationOfBenefit/${alexOwn?.id}`, jordan.access_token, 404);
  });

  it('the claims’ scope: an app granted no ExplanationOfBenefit reads none', async () => {
    const narrow = await connectApp(t.app, session('alex'), 'patient/Patient.read launch/patient');
    const outcome = await fhir<OperationOutcome>(
      '/fhir/r4/ExplanationOfBenefit?use=preauthorization',
      narrow.access_token,
      403,
    );
    expect(outcome.issue[0]?.code).toBe('forbidden');
    await fhir(`/fhir/r4/ExplanationOfBenefit/${authorizations[0]?.id}`, narrow.access_token, 403);
    await fhir('/fhir/r4/ExplanationOfBenefit?use=preauthorization', '', 401);
  });

  it('bad input: an unknown use or date, 400; a predetermination, none', async () => {
    await fhir('/fhir/r4/ExplanationOfBenefit?use=prior-auth', alex.access_token, 400);
    await fhir(
      '/fhir/r4/ExplanationOfBenefit?use=preauthorization&created=2024-02-30x',
      alex.access_token,
      400,
    );
    await fhir('/fhir/r4/ExplanationOfBenefit?use=preauthorization&type=inpatient', alex.access_token, 400);
    expect((await fhir('/fhir/r4/ExplanationOfBenefit?use=predetermination', alex.access_token)).total).toBe(
      0,
    );
    expect(
      (await fhir('/fhir/r4/ExplanationOfBenefit?use=preauthorization&type=pharmacy', alex.access_token))
        .total,
    ).toBe(0);
  });

  it('the CapabilityStatement names the profile and the searches', async () => {
    const statement = await fhir<CapabilityStatement>('/fhir/r4/metadata', '');
    const eob = statement.rest?.[0]?.resource?.find((r) => r.type === 'ExplanationOfBenefit');
    expect(eob?.supportedProfile).toContain(PDEX_PRIOR_AUTHORIZATION);
    expect(eob?.searchParam?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['patient', 'use', 'created', 'service-date', '_lastUpdated']),
    );
  });
});

import { SMART_SERVER_MESSAGES } from '@dash/domain';
import { API_PATHS, ClaimPage, ConnectedApps, LoginAsResponse, SessionResponse } from '@dash/domain/api';
import type {
  Bundle,
  CapabilityStatement,
  ExplanationOfBenefit,
  OperationOutcome,
  Patient,
  Resource,
} from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateFhir } from './helpers/fhir-schema';
import { authGet, sessionToken, temporaryToken } from './helpers/sign-in';
import {
  authorizationRequest,
  connectApp,
  consent,
  DEMO_APP,
  fhirGet,
  pkcePair,
  postForm,
} from './helpers/smart-client';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let clockOffsetMs = 0;
const sessions: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({}, () => new Date(Date.now() + clockOffsetMs));
  for (const name of ['alex', 'jordan', 'riley']) sessions[name] = await sessionToken(t.app, name);
});
afterAll(() => t.close());

const session = (name: string) => sessions[name] ?? '';
const FHIR_JSON = /^application\/fhir\+json/;

/** A FHIR response: its status, a schema-valid body, and the FHIR content type. */
async function fhir<T extends Resource = Bundle>(
  url: string,
  token: string,
  status = 200,
  domainId: 1 | 2 | 5 = 1,
) {
  const response = await fhirGet(t.app, url, token, domainId);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(FHIR_JSON);
  const body = response.json() as T;
  expect(validateFhir(body), `${url} is not valid FHIR R4`).toEqual([]);
  if (status >= 400) expect(body.resourceType).toBe('OperationOutcome');
  return body;
}

const resourcesOf = <T extends Resource>(bundle: Bundle) =>
  (bundle.entry ?? []).map((entry) => entry.resource as T);

describe('discovery (issue 18)', () => {
  it('the R4 schema check refuses what is not FHIR (so a pass means something)', () => {
    expect(validateFhir({ resourceType: 'Patient', gender: 42 })).not.toEqual([]);
    expect(validateFhir({ resourceType: 'NoSuchType' })).not.toEqual([]);
    expect(validateFhir({ resourceType: 'Patient', gender: 'female' })).toEqual([]);
  });

  it('GET /fhir/r4/metadata names the resources, profiles and the SMART endpoints', async () => {
    const statement = await fhir<CapabilityStatement>('/fhir/r4/metadata', '');
    expect(statement).toMatchObject({
      resourceType: 'CapabilityStatement',
      fhirVersion: '4.0.1',
      kind: 'instance',
    });
    const types = (statement as { rest: { resource: { type: string }[] }[] }).rest[0]?.resource.map(
      (r) => r.type,
    );
    expect(types).toEqual(['Patient', 'Coverage', 'ExplanationOfBenefit', 'Organization', 'Practitioner']);
  });

  it.each(['/.well-known/smart-configuration', '/fhir/r4/.well-known/smart-configuration'])(
    '%s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        authorization_endpoint: 'http://localhost/fhir/r4/oauth/authorize',
        token_endpoint: 'http://localhost/fhir/r4/oauth/token',
        code_challenge_methods_supported: ['S256'],
      });
      expect(response.json().capabilities).toContain('launch-standalone');
    },
  );
});

describe('authorize: registered apps and exact redirect addresses', () => {
  it('hands a valid request to the consent page with the same parameters', async () => {
    const request = authorizationRequest(pkcePair().challenge);
    const response = await t.app.inject({
      method: 'GET',
      url: `/fhir/r4/oauth/authorize?${new URLSearchParams(request)}`,
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(302);
    const next = new URL(response.headers.location ?? '', 'http://localhost');
    expect(next.pathname).toBe('/connect-app');
    expect(Object.fromEntries(next.searchParams)).toEqual(request);
  });

  it.each([
    [{ redirect_uri: 'https://evil.example/callback' }, SMART_SERVER_MESSAGES.unknownRedirect],
    [{ client_id: 'unknown-app' }, SMART_SERVER_MESSAGES.unknownClient],
    [
      { redirect_uri: 'https://evil.example/callback', code_challenge: undefined },
      SMART_SERVER_MESSAGES.unknownRedirect,
    ],
  ])('refuses %j with a page, never a redirect', async (overrides, message) => {
    const request = authorizationRequest(pkcePair().challenge, overrides);
    const response = await t.app.inject({
      method: 'GET',
      url: `/fhir/r4/oauth/authorize?${new URLSearchParams(request)}`,
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain(message);
    // The consent call refuses it too (a request without PKCE is refused by its shape first).
    if (!request.code_challenge) return;
    const answered = await consent(t.app, session('alex'), request);
    expect(answered.statusCode).toBe(400);
    expect(answered.json().message).toBe(message);
  });

  it('sends a request without PKCE back to a registered app as invalid_request', async () => {
    const request = authorizationRequest('x', { code_challenge: undefined });
    const response = await t.app.inject({
      method: 'GET',
      url: `/fhir/r4/oauth/authorize?${new URLSearchParams(request)}`,
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(302);
    const back = new URL(response.headers.location ?? '');
    expect(back.origin + back.pathname).toBe(DEMO_APP.redirectUri);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('state')).toBe(request.state);
  });

  it('shows the consent screen the app by name and what it will read', async () => {
    const request = authorizationRequest(pkcePair().challenge, {
      scope: 'patient/Coverage.read launch/patient',
    });
    const response = await authGet(
      t.app,
      `${API_PATHS.smartAuthorizationRequest}?${new URLSearchParams(request)}`,
      session('alex'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      clientId: 'blue-button-demo',
      appName: 'Blue Button Demo App',
      scope: 'patient/Coverage.read launch/patient',
      willRead: ['Your plans and when they are in effect', 'Know which member you are when it opens'],
    });
  });

  it('a denial goes back to the app as access_denied, and no code is issued', async () => {
    const request = authorizationRequest(pkcePair().challenge);
    const answered = await consent(t.app, session('alex'), request, false);
    const back = new URL(answered.json().redirectTo);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });
});

describe('token endpoint: code with PKCE, once; refresh tokens rotate', () => {
  async function codeFor(who: string) {
    const { verifier, challenge } = pkcePair();
    const answered = await consent(t.app, session(who), authorizationRequest(challenge));
    const code = new URL(answered.json().redirectTo).searchParams.get('code') ?? '';
    return { code, verifier };
  }
  const exchange = (code: string, verifier: string, extra: Record<string, string> = {}) =>
    postForm(t.app, '/fhir/r4/oauth/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: DEMO_APP.redirectUri,
      code_verifier: verifier,
      client_id: DEMO_APP.clientId,
      ...extra,
    });

  // The form is read by @fastify/formbody in the SMART scope alone, within 8 KiB.
  it.each([
    ['a field given twice', 'grant_type=authorization_code&grant_type=refresh_token&code=x', 400],
    ['a body over 8 KiB', `grant_type=authorization_code&code=${'x'.repeat(9 * 1024)}`, 413],
  ])('refuses %s as a client error, never a 500', async (_case, payload, status) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/fhir/r4/oauth/token',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 400) expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('issues bearer tokens with the patient, the scope, an id token and a refresh token; not cached', async () => {
    const { code, verifier } = await codeFor('alex');
    const response = await exchange(code, verifier);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(body.scope).toBe('launch/patient openid fhirUser offline_access patient/*.read');
    expect(body.patient).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof body.refresh_token).toBe('string');
    const [, payload] = String(body.id_token).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    expect(claims).toMatchObject({
      aud: DEMO_APP.clientId,
      sub: body.patient,
      fhirUser: `http://localhost/fhir/r4/Patient/${body.patient}`,
    });
  });

  it('refuses a wrong verifier, another redirect address, another client, and a second use of a code', async () => {
    const first = await codeFor('alex');
    expect((await exchange(first.code, pkcePair().verifier)).json().error).toBe('invalid_grant');
    const second = await codeFor('alex');
    expect(
      (
        await exchange(second.code, second.verifier, { redirect_uri: 'http://localhost:4399/callback' })
      ).json().error,
    ).toBe('invalid_grant');
    const third = await codeFor('alex');
    const unknown = await exchange(third.code, third.verifier, { client_id: 'unknown-app' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('invalid_client');
    const fourth = await codeFor('alex');
    const tokens = await exchange(fourth.code, fourth.verifier);
    expect(tokens.statusCode).toBe(200);
    const again = await exchange(fourth.code, fourth.verifier);
    expect(again.json().error).toBe('invalid_grant');
    // The code's replay revoked what it had issued.
    await fhir('/fhir/r4/Patient', tokens.json().access_token, 401);
  });

  it('responds to a form that is not a token request with invalid_request or unsupported_grant_type, never a 500', async () => {
    expect((await postForm(t.app, '/fhir/r4/oauth/token', { grant_type: 'password' })).json().error).toBe(
      'unsupported_grant_type',
    );
    const missing = await postForm(t.app, '/fhir/r4/oauth/token', { grant_type: 'authorization_code' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('invalid_request');
  });

  it('rotates refresh tokens: the old one is spent, and its replay ends the grant', async () => {
    const first = await connectApp(t.app, session('alex'));
    const refresh = (token: string) =>
      postForm(t.app, '/fhir/r4/oauth/token', {
        grant_type: 'refresh_token',
        refresh_token: token,
        client_id: DEMO_APP.clientId,
      });
    const rotated = await refresh(first.refresh_token ?? '');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const next = rotated.json();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    await fhir('/fhir/r4/Patient', next.access_token);
    const replay = await refresh(first.refresh_token ?? '');
    expect(replay.json().error).toBe('invalid_grant');
    await fhir('/fhir/r4/Patient', next.access_token, 401);
    expect((await refresh(next.refresh_token)).json().error).toBe('invalid_grant');
  });

  it('gives no refresh token without offline_access, and a refresh cannot widen the scope', async () => {
    const narrow = await connectApp(t.app, session('alex'), 'patient/Patient.read launch/patient');
    expect(narrow.refresh_token).toBeUndefined();
    expect(narrow.id_token).toBeUndefined();
    const offline = await connectApp(t.app, session('alex'), 'patient/Patient.read offline_access');
    const wider = await postForm(t.app, '/fhir/r4/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: offline.refresh_token ?? '',
      client_id: DEMO_APP.clientId,
      scope: 'patient/*.read',
    });
    expect(wider.json().error).toBe('invalid_scope');
  });
});

describe('reads: the member’s data, as the dashboard shows it', () => {
  let alex: Awaited<ReturnType<typeof connectApp>>;
  beforeAll(async () => {
    alex = await connectApp(t.app, session('alex'));
  });

  it('Patient: alex and the family, valid C4BB patients', async () => {
    const bundle = await fhir('/fhir/r4/Patient', alex.access_token);
    const patients = resourcesOf<Patient>(bundle);
    expect(patients.map((p) => p.name?.[0]?.given?.[0])).toEqual(['Alex', 'Jordan', 'Casey', 'Rowan']);
    const self = await fhir<Patient>(`/fhir/r4/Patient/${alex.patient}`, alex.access_token);
    expect(self.name?.[0]?.given).toEqual(['Alex']);
    expect(self.identifier?.[0]?.type?.coding?.[0]?.code).toBe('MB');
  });

  it('Coverage: one per member and category, with the eligibility screen’s dates', async () => {
    const bundle = await fhir(`/fhir/r4/Coverage?patient=Patient/${alex.patient}`, alex.access_token);
    const coverages = resourcesOf<
      {
        resourceType: 'Coverage';
        beneficiary: { reference: string };
        status: string;
        period: { start: string };
      } & Resource
    >(bundle);
    expect(coverages.length).toBeGreaterThan(0);
    for (const coverage of coverages) expect(coverage.beneficiary.reference).toBe(`Patient/${alex.patient}`);
    const eligibility = (await authGet(t.app, API_PATHS.familyEligibility, session('alex'))).json() as {
      memberKey: string;
      productCategory: string;
      effectiveDate: string;
    }[];
    const starts = new Set(eligibility.map((row) => row.effectiveDate));
    for (const coverage of coverages) expect(starts.has(coverage.period.start)).toBe(true);
  });

  it('ExplanationOfBenefit: the claims screen’s claims, amounts in USD, paged with Bundle.link next', async () => {
    const claims = ClaimPage.parse(
      (await authGet(t.app, `${API_PATHS.claims}?size=50`, session('alex'))).json(),
    );
    const first = await fhir('/fhir/r4/ExplanationOfBenefit?use=claim&_count=50', alex.access_token);
    expect(first.total).toBe(claims.page.totalElements);
    const eobs = resourcesOf<ExplanationOfBenefit>(first);
    expect(eobs.map((eob) => eob.id)).toEqual(claims.content.map((claim) => claim.claimNumber));
    for (const [index, eob] of eobs.entries()) {
      const claim = claims.content[index];
      if (!claim) throw new Error('no claim');
      const total = (code: string) => eob.total?.find((t) => t.category.coding?.[0]?.code === code)?.amount;
      expect(total('submitted')).toEqual({ value: claim.billed / 100, currency: 'USD' });
      expect(total('eligible')).toEqual({ value: claim.allowed / 100, currency: 'USD' });
      expect(total('paidtoprovider')).toEqual({ value: claim.planPaid / 100, currency: 'USD' });
      expect(total('memberliability')).toEqual({ value: claim.memberResponsibility / 100, currency: 'USD' });
      expect(eob.billablePeriod?.start).toBe(claim.serviceDate);
      expect(eob.item?.length).toBeGreaterThan(0);
    }
    // Page by page with the next link, to the end.
    let url: string | undefined = '/fhir/r4/ExplanationOfBenefit?use=claim&_count=7';
    const seen: string[] = [];
    while (url) {
      const page: Bundle = await fhir(url.replace('http://localhost', ''), alex.access_token);
      seen.push(...resourcesOf<ExplanationOfBenefit>(page).map((eob) => eob.id ?? ''));
      url = page.link?.find((link) => link.relation === 'next')?.url;
    }
    expect(seen).toEqual(claims.content.map((claim) => claim.claimNumber));
  });

  it('searches EOBs by type, service-date, _lastUpdated, _id and patient', async () => {
    const oral = resourcesOf<ExplanationOfBenefit>(
      await fhir('/fhir/r4/ExplanationOfBenefit?type=oral&_count=50', alex.access_token),
    );
    expect(oral.length).toBeGreaterThan(0);
    expect(oral.every((eob) => eob.type.coding?.[0]?.code === 'oral')).toBe(true);
    const pharmacy = resourcesOf<ExplanationOfBenefit>(
      await fhir(
        '/fhir/r4/ExplanationOfBenefit?type=http://terminology.hl7.org/CodeSystem/claim-type|pharmacy',
        alex.access_token,
      ),
    );
    expect(pharmacy.every((eob) => eob.type.coding?.[0]?.code === 'pharmacy')).toBe(true);
    const all = resourcesOf<ExplanationOfBenefit>(
      await fhir('/fhir/r4/ExplanationOfBenefit?use=claim&_count=50', alex.access_token),
    );
    const middle = all[Math.floor(all.length / 2)]?.billablePeriod?.start ?? '';
    const later = resourcesOf<ExplanationOfBenefit>(
      await fhir(`/fhir/r4/ExplanationOfBenefit?service-date=ge${middle}&_count=50`, alex.access_token),
    );
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((eob) => (eob.billablePeriod?.start ?? '') >= middle)).toBe(true);
    const window = resourcesOf<ExplanationOfBenefit>(
      await fhir(
        `/fhir/r4/ExplanationOfBenefit?service-date=ge${middle}&service-date=le${middle}`,
        alex.access_token,
      ),
    );
    expect(window.every((eob) => eob.billablePeriod?.start === middle)).toBe(true);
    const updated = resourcesOf<ExplanationOfBenefit>(
      await fhir(`/fhir/r4/ExplanationOfBenefit?_lastUpdated=ge${middle}&_count=50`, alex.access_token),
    );
    expect(updated.every((eob) => (eob.meta?.lastUpdated ?? '') >= middle)).toBe(true);
    const one = all[0]?.id ?? '';
    expect(
      resourcesOf(await fhir(`/fhir/r4/ExplanationOfBenefit?_id=${one}`, alex.access_token)).map((r) => r.id),
    ).toEqual([one]);
    const read = await fhir<ExplanationOfBenefit>(`/fhir/r4/ExplanationOfBenefit/${one}`, alex.access_token);
    expect(read.id).toBe(one);
    const own = resourcesOf<ExplanationOfBenefit>(
      await fhir(`/fhir/r4/ExplanationOfBenefit?patient=${alex.patient}&_count=50`, alex.access_token),
    );
    expect(own.every((eob) => eob.patient.reference === `Patient/${alex.patient}`)).toBe(true);
  });

  it('Organization and Practitioner: the payer and the providers named on the claims', async () => {
    const organizations = resourcesOf(await fhir('/fhir/r4/Organization?_count=50', alex.access_token));
    expect(organizations.some((o) => o.id === 'payer-1')).toBe(true);
    const eob = resourcesOf<ExplanationOfBenefit>(
      await fhir('/fhir/r4/ExplanationOfBenefit', alex.access_token),
    )[0];
    const reference = eob?.provider.reference ?? '';
    await fhir(`/fhir/r4/${reference}`, alex.access_token);
    await fhir(`/fhir/r4/${eob?.insurer?.reference ?? ''}`, alex.access_token);
    await fhir('/fhir/r4/Practitioner', alex.access_token);
  });

  it('meets the CARIN BB required elements on a sample of each profile', async () => {
    const eobs = resourcesOf<ExplanationOfBenefit>(
      await fhir('/fhir/r4/ExplanationOfBenefit?use=claim&_count=50', alex.access_token),
    );
    const byProfile = new Map(eobs.map((eob) => [eob.meta?.profile?.[0] ?? '', eob]));
    expect([...byProfile.keys()].sort()).toEqual([
      'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-ExplanationOfBenefit-Oral',
      'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-ExplanationOfBenefit-Pharmacy',
      'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-ExplanationOfBenefit-Professional-NonClinician',
    ]);
    for (const eob of byProfile.values()) {
      // C4BB-ExplanationOfBenefit: the elements of cardinality 1.. in the profile.
      expect(eob.meta?.lastUpdated).toBeTruthy();
      expect(eob.identifier?.[0]?.type?.coding?.[0]).toMatchObject({ code: 'uc' });
      expect(eob.status).toBe('active');
      expect(eob.type.coding?.[0]?.system).toBe('http://terminology.hl7.org/CodeSystem/claim-type');
      expect(eob.use).toBe('claim');
      expect(eob.patient.reference).toMatch(/^Patient\//);
      expect(eob.created).toBeTruthy();
      expect(eob.insurer?.reference).toMatch(/^Organization\//);
      expect(eob.provider.reference).toMatch(/^(Organization|Practitioner)\//);
      expect(['complete', 'queued']).toContain(eob.outcome);
      expect(eob.insurance).toHaveLength(1);
      expect(eob.insurance?.[0]?.focal).toBe(true);
      expect(eob.insurance?.[0]?.coverage.reference).toMatch(/^Coverage\//);
      expect(eob.total?.length).toBeGreaterThan(0);
      for (const item of eob.item ?? []) {
        expect(item.sequence).toBeGreaterThan(0);
        expect(item.productOrService.coding?.[0]?.code).toBeTruthy();
        expect(item.adjudication?.length).toBeGreaterThan(0);
      }
    }
    const patient = await fhir<Patient>(`/fhir/r4/Patient/${alex.patient}`, alex.access_token);
    expect(patient.meta?.profile).toEqual([
      'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Patient',
    ]);
    expect(patient.identifier?.length).toBeGreaterThan(0);
    expect(patient.name?.length).toBeGreaterThan(0);
    expect(patient.gender).toBeTruthy();
    const coverage = resourcesOf<
      Resource & { status: string; beneficiary: unknown; relationship: unknown; payor: unknown[] }
    >(await fhir('/fhir/r4/Coverage', alex.access_token))[0];
    expect(coverage).toMatchObject({
      status: expect.any(String),
      beneficiary: expect.anything(),
      relationship: expect.anything(),
    });
    expect(coverage?.payor).toHaveLength(1);
  });
});

describe('refusals, each an OperationOutcome', () => {
  it('a dependent’s app reads only the dependent’s claims; the family’s other patients are forbidden', async () => {
    const jordan = await connectApp(t.app, session('jordan'));
    const claims = ClaimPage.parse(
      (await authGet(t.app, `${API_PATHS.claims}?size=50`, session('jordan'))).json(),
    );
    const eobs = resourcesOf<ExplanationOfBenefit>(
      await fhir('/fhir/r4/ExplanationOfBenefit?use=claim&_count=50', jordan.access_token),
    );
    expect(eobs.map((eob) => eob.id)).toEqual(claims.content.map((claim) => claim.claimNumber));
    expect(new Set(eobs.map((eob) => eob.patient.reference))).toEqual(new Set([`Patient/${jordan.patient}`]));
    const alex = await connectApp(t.app, session('alex'));
    await fhir(`/fhir/r4/ExplanationOfBenefit?patient=${alex.patient}`, jordan.access_token, 403);
    const alexClaim = resourcesOf<ExplanationOfBenefit>(
      await fhir('/fhir/r4/ExplanationOfBenefit?_count=50', alex.access_token),
    ).find((eob) => eob.patient.reference === `Patient/${alex.patient}`);
    await fhir(`/fhir/r4/ExplanationOfBenefit/${alexClaim?.id}`, jordan.access_token, 404);
  });

  it('another family’s ids: 404 on read, 403 on search', async () => {
    const alex = await connectApp(t.app, session('alex'));
    const riley = await connectApp(t.app, session('riley'));
    const rileyEob = resourcesOf<ExplanationOfBenefit>(
      await fhir('/fhir/r4/ExplanationOfBenefit', riley.access_token),
    )[0];
    await fhir(`/fhir/r4/Patient/${riley.patient}`, alex.access_token, 404);
    if (rileyEob?.id) await fhir(`/fhir/r4/ExplanationOfBenefit/${rileyEob.id}`, alex.access_token, 404);
    await fhir(`/fhir/r4/Coverage/${riley.patient}-medical`, alex.access_token, 404);
    await fhir(`/fhir/r4/ExplanationOfBenefit?patient=${riley.patient}`, alex.access_token, 403);
    await fhir(`/fhir/r4/Coverage?patient=${riley.patient}`, alex.access_token, 403);
  });

  it('a wrong brand, no token, a made-up token, an expired token, a revoked app: 401', async () => {
    const alex = await connectApp(t.app, session('alex'));
    await fhir('/fhir/r4/Patient', alex.access_token, 200);
    await fhir('/fhir/r4/Patient', alex.access_token, 401, 2);
    await fhir('/fhir/r4/Patient', '', 401);
    await fhir('/fhir/r4/Patient', 'made-up-token', 401);
    clockOffsetMs = 3601_000;
    try {
      await fhir('/fhir/r4/Patient', alex.access_token, 401);
    } finally {
      clockOffsetMs = 0;
    }
    const apps = ConnectedApps.parse((await authGet(t.app, API_PATHS.connectedApps, session('alex'))).json());
    const mine = apps.find((app) => app.clientId === DEMO_APP.clientId);
    expect(mine?.appName).toBe('Blue Button Demo App');
    for (const app of apps) {
      const revoked = await t.app.inject({
        method: 'DELETE',
        url: `${API_PATHS.connectedApps}/${app.grantId}`,
        headers: { host: 'localhost', authorization: `Bearer ${session('alex')}` },
      });
      expect(revoked.statusCode).toBe(204);
    }
    expect((await authGet(t.app, API_PATHS.connectedApps, session('alex'))).json()).toEqual([]);
    await fhir('/fhir/r4/Patient', alex.access_token, 401);
    const refreshed = await postForm(t.app, '/fhir/r4/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: alex.refresh_token ?? '',
      client_id: DEMO_APP.clientId,
    });
    expect(refreshed.json().error).toBe('invalid_grant');
  });

  it('another member cannot disconnect alex’s app (404), nor can a code be redeemed on another brand', async () => {
    const alex = await connectApp(t.app, session('alex'));
    const [app] = ConnectedApps.parse(
      (await authGet(t.app, API_PATHS.connectedApps, session('alex'))).json(),
    );
    const other = await t.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.connectedApps}/${app?.grantId}`,
      headers: { host: 'localhost', authorization: `Bearer ${session('riley')}` },
    });
    expect(other.statusCode).toBe(404);
    await fhir('/fhir/r4/Patient', alex.access_token, 200);
  });

  it('a missing scope: 403', async () => {
    const narrow = await connectApp(t.app, session('alex'), 'patient/Patient.read launch/patient');
    await fhir('/fhir/r4/Patient', narrow.access_token, 200);
    const outcome = await fhir<OperationOutcome>('/fhir/r4/ExplanationOfBenefit', narrow.access_token, 403);
    expect(outcome.issue[0]).toMatchObject({
      code: 'forbidden',
      diagnostics: 'The app was not granted access to ExplanationOfBenefit.',
    });
    await fhir(`/fhir/r4/Coverage/${narrow.patient}-medical`, narrow.access_token, 403);
  });

  it('bad input: 400 (unknown parameter, bad count, bad date); an unknown type or address: 404', async () => {
    const alex = await connectApp(t.app, session('alex'));
    await fhir('/fhir/r4/ExplanationOfBenefit?status=active', alex.access_token, 400);
    await fhir('/fhir/r4/ExplanationOfBenefit?_count=abc', alex.access_token, 400);
    await fhir('/fhir/r4/ExplanationOfBenefit?_count=51', alex.access_token, 400);
    await fhir('/fhir/r4/ExplanationOfBenefit?service-date=2024-13-45', alex.access_token, 400);
    await fhir('/fhir/r4/ExplanationOfBenefit?service-date=sa2024-01-01', alex.access_token, 400);
    await fhir('/fhir/r4/ExplanationOfBenefit?type=inpatient', alex.access_token, 400);
    // A claim type no stored claim has: an empty page, not an error.
    expect((await fhir('/fhir/r4/ExplanationOfBenefit?type=institutional', alex.access_token)).total).toBe(0);
    await fhir('/fhir/r4/Patient/not%20an%20id', alex.access_token, 400);
    await fhir('/fhir/r4/Observation', alex.access_token, 404);
  });

  it('validates every search’s query with its zod schema, refused as an OperationOutcome by the one handler', async () => {
    const alex = await connectApp(t.app, session('alex'));
    const cases = [
      // A parameter another type takes, or none does; a value too long; too many repeats; a count in words.
      '/fhir/r4/Patient?patient=someone',
      '/fhir/r4/Coverage?service-date=2024-01-01',
      '/fhir/r4/Organization?name=Acme',
      `/fhir/r4/Practitioner?_id=${'a'.repeat(201)}`,
      `/fhir/r4/ExplanationOfBenefit?${Array.from({ length: 21 }, (_, i) => `_id=c-${i}`).join('&')}`,
      '/fhir/r4/ExplanationOfBenefit?_offset=ten',
    ];
    for (const url of cases) {
      const outcome = await fhir<OperationOutcome>(url, alex.access_token, 400);
      expect(outcome.issue[0]).toMatchObject({ severity: 'error', code: 'invalid' });
      expect(outcome.issue[0]?.diagnostics, url).toMatch(/^The request is not valid/);
    }
    // Within the schema each search answers as before: 20 repeats, 200 characters, _format.
    const ids = Array.from({ length: 20 }, (_, i) => `_id=c-${i}`).join('&');
    expect((await fhir(`/fhir/r4/ExplanationOfBenefit?${ids}`, alex.access_token)).total).toBe(0);
    expect((await fhir(`/fhir/r4/Practitioner?_id=${'a'.repeat(200)}`, alex.access_token)).total).toBe(0);
    expect((await fhir('/fhir/r4/Patient?_format=json', alex.access_token)).total).toBeGreaterThan(0);
    // Without a token the answer is still 401: the token is checked before the query.
    await fhir('/fhir/r4/Patient?patient=someone', '', 401);
  });

  it('a staff login-as session cannot authorize an app, nor read the consent screen', async () => {
    const staff = await temporaryToken(t.app, 'support');
    const subscriberId = (
      await t.database.db
        .selectFrom('members as m')
        .innerJoin('families as f', 'f.family_key', 'm.family_key')
        .innerJoin('accounts as a', 'a.account_id', 'm.account_id')
        .select('f.subscriber_id')
        .where('a.username', '=', 'alex')
        .executeTakeFirstOrThrow()
    ).subscriber_id;
    const opened = await t.app.inject({
      method: 'POST',
      url: API_PATHS.loginAs,
      headers: { host: 'localhost', authorization: `Bearer ${staff}` },
      payload: { subscriberId, domainId: 1 },
    });
    const loginAs = LoginAsResponse.parse(opened.json()).token;
    const exchanged = await t.app.inject({
      method: 'POST',
      url: API_PATHS.session,
      headers: { host: 'localhost', authorization: `Bearer ${loginAs}` },
    });
    const asAlex = SessionResponse.parse(exchanged.json()).token;
    const request = authorizationRequest(pkcePair().challenge);
    const answered = await consent(t.app, asAlex, request);
    expect(answered.statusCode).toBe(403);
    const view = await authGet(
      t.app,
      `${API_PATHS.smartAuthorizationRequest}?${new URLSearchParams(request)}`,
      asAlex,
    );
    expect(view.statusCode).toBe(403);
    expect(view.json().message).toBe(SMART_SERVER_MESSAGES.staffCannotAuthorize);
  });
});

describe('audit', () => {
  it('records every FHIR read under the app and the member', async () => {
    const alex = await connectApp(t.app, session('alex'));
    await fhir('/fhir/r4/Patient', alex.access_token);
    await fhir('/fhir/r4/ExplanationOfBenefit?_count=1', alex.access_token);
    await t.app.audit.flush();
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_member_key', 'detail', 'actor_account_id'])
      .where('action', '=', 'fhir-read')
      .execute();
    const routes = rows.map((row) => row.detail as { route: string; clientId: string });
    expect(routes.filter((d) => d.clientId === DEMO_APP.clientId).map((d) => d.route)).toEqual(
      expect.arrayContaining(['/fhir/r4/Patient', '/fhir/r4/ExplanationOfBenefit']),
    );
    expect(rows.every((row) => row.target_member_key !== null && row.actor_account_id !== null)).toBe(true);
  });
});

/**
 * The sibling of the /api authorization matrix for the Patient Access API: every /fhir and SMART
 * route of the built app, called with no token, alex's app token, and that token on another brand.
 */
describe('FHIR authorization matrix', () => {
  const DIRECTORY_TYPES = [
    'Practitioner',
    'PractitionerRole',
    'Organization',
    'Location',
    'HealthcareService',
    'InsurancePlan',
    'Endpoint',
  ];
  type Row = {
    readonly expect: readonly [number, number, number];
    readonly url?: string;
    readonly form?: Record<string, string>;
  };
  const OPEN: Row['expect'] = [200, 200, 200];
  const TOKEN: Row['expect'] = [401, 200, 401];
  const MATRIX: Record<string, Row> = {
    'GET /fhir/r4/metadata': { expect: OPEN },
    'GET /.well-known/smart-configuration': { expect: OPEN },
    'GET /fhir/r4/.well-known/smart-configuration': { expect: OPEN },
    'GET /fhir/r4/oauth/jwks': { expect: OPEN },
    // Without client_id and the rest: refused by a page, never redirected.
    'GET /fhir/r4/oauth/authorize': { expect: [400, 400, 400] },
    // The bearer token is not a client credential: a form without a code is invalid_request.
    'POST /fhir/r4/oauth/token': { expect: [400, 400, 400], form: { grant_type: 'authorization_code' } },
    'POST /fhir/r4/oauth/revoke': { expect: OPEN, form: { token: 'not-a-token' } },
    'GET /fhir/r4/Patient': { expect: TOKEN },
    'GET /fhir/r4/Patient/:id': { expect: [401, 404, 401] },
    'GET /fhir/r4/Coverage': { expect: TOKEN },
    'GET /fhir/r4/Coverage/:id': { expect: [401, 404, 401] },
    'GET /fhir/r4/ExplanationOfBenefit': { expect: TOKEN },
    'GET /fhir/r4/ExplanationOfBenefit/:id': { expect: [401, 404, 401] },
    'GET /fhir/r4/Organization': { expect: TOKEN },
    'GET /fhir/r4/Organization/:id': { expect: [401, 404, 401] },
    'GET /fhir/r4/Practitioner': { expect: TOKEN },
    'GET /fhir/r4/Practitioner/:id': { expect: [401, 404, 401] },
    // The public provider directory (issue 38 §2): no token, a token changes nothing.
    ...Object.fromEntries(
      ['metadata', ...DIRECTORY_TYPES].map((type) => [`GET /fhir/directory/r4/${type}`, { expect: OPEN }]),
    ),
    ...Object.fromEntries(
      DIRECTORY_TYPES.map((type) => [
        `GET /fhir/directory/r4/${type}/:id`,
        { expect: [404, 404, 404] as const },
      ]),
    ),
  };

  it('lists every /fhir and SMART route, and responds to each caller as stated', async () => {
    const routes = t.app.routeInventory
      .filter((route) => route.url.startsWith('/fhir') || route.url.startsWith('/.well-known'))
      .map((route) => `${route.method} ${route.url}`);
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
    const alex = await connectApp(t.app, session('alex'));
    const actual: Record<string, number[]> = {};
    const expected: Record<string, readonly number[]> = {};
    for (const [key, row] of Object.entries(MATRIX)) {
      const url = (key.split(' ')[1] ?? '').replace(':id', 'someone-else');
      actual[key] = [];
      expected[key] = row.expect;
      for (const [token, domainId] of [
        ['', 1],
        [alex.access_token, 1],
        [alex.access_token, 2],
      ] as const) {
        const response = row.form
          ? await postForm(t.app, url, row.form, domainId, token ? { authorization: `Bearer ${token}` } : {})
          : await fhirGet(t.app, url, token, domainId);
        actual[key]?.push(response.statusCode);
      }
    }
    expect(actual).toEqual(expected);
  });
});

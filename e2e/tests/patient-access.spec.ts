import { createHash, randomBytes } from 'node:crypto';
import { FHIR_TYPE_DESCRIPTIONS, SMART_TEXTS } from '@dash/domain';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { fillLogin, origin, PASSWORD } from '../support/personas';

/** The demonstration app registered by default (apps/gateway/src/fhir/registered-apps.ts). */
const APP = { clientId: 'blue-button-demo', redirectUri: 'http://127.0.0.1:4399/callback' } as const;
const FHIR = `${origin.main}/fhir/r4`;

/** The authorization request of a standalone launch, with the demonstration app's client id. */
function authorizeUrl(params: Record<string, string>): string {
  const authorize = new URL(`${FHIR}/oauth/authorize`);
  const all = { response_type: 'code', client_id: APP.clientId, code_challenge_method: 'S256', ...params };
  for (const [name, value] of Object.entries(all)) authorize.searchParams.set(name, value);
  return authorize.toString();
}

/** The app's side: the code and the PKCE verifier traded for tokens. */
async function exchangeCode(request: APIRequestContext, code: string, verifier: string) {
  const response = await request.post(`${FHIR}/oauth/token`, {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: APP.redirectUri,
      code_verifier: verifier,
      client_id: APP.clientId,
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { access_token: string; patient: string; refresh_token: string };
}

/** Reads a FHIR resource with the app's token, as FHIR JSON. */
function fhirReader(request: APIRequestContext, accessToken: string) {
  return async <T>(path: string): Promise<T> => {
    const response = await request.get(`${FHIR}/${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/fhir\+json/);
    return (await response.json()) as T;
  };
}

interface Bundle<T> {
  readonly total: number;
  readonly entry?: readonly { readonly resource: T }[];
  readonly link: readonly { readonly relation: string; readonly url: string }[];
}

/**
 * Issue 18, the whole standalone launch: a small client runs PKCE, the member signs in with the
 * dashboard's own sign-in and consents in Chromium, the app trades the code for tokens and reads
 * Patient, Coverage and a page of ExplanationOfBenefit, which match the member's claims screen;
 * disconnecting the app in account settings ends its access.
 */
test('alex connects an app, which reads what the claims screen shows, then disconnects it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  // The app's redirect address: the page it would serve, stood in for here.
  let returned: URL | null = null;
  await page.route(`${APP.redirectUri}**`, async (route) => {
    returned = new URL(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>App</title><h1>Back in the app</h1>',
    });
  });

  await page.goto(
    authorizeUrl({
      redirect_uri: APP.redirectUri,
      scope: 'launch/patient openid fhirUser offline_access patient/*.read',
      state,
      code_challenge: challenge,
      aud: FHIR,
    }),
  );
  // Not signed in: the dashboard's sign-in first, then back to the consent page.
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, 'alex', PASSWORD);
  await expect(page).toHaveURL(/\/connect-app\?/);
  await expect(page.getByRole('heading', { level: 1, name: SMART_TEXTS.consentTitle })).toBeVisible();
  await expect(page.getByText(SMART_TEXTS.consentIntro('Blue Button Demo App'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: SMART_TEXTS.consentListHeading })).toBeVisible();
  await expect(page.getByText(FHIR_TYPE_DESCRIPTIONS.ExplanationOfBenefit)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: SMART_TEXTS.allow }).click();
  await expect(page.getByRole('heading', { name: 'Back in the app' })).toBeVisible();
  const back = returned as URL | null;
  expect(back?.searchParams.get('state')).toBe(state);
  const code = back?.searchParams.get('code') ?? '';
  expect(code).not.toBe('');

  const tokens = await exchangeCode(request, code, verifier);
  const read = fhirReader(request, tokens.access_token);
  const patient = await read<{ name: { given: string[] }[] }>(`Patient/${tokens.patient}`);
  expect(patient.name[0]?.given).toEqual(['Alex']);
  const coverage = await read<Bundle<{ status: string }>>(`Coverage?patient=${tokens.patient}`);
  expect(coverage.entry?.length).toBeGreaterThan(0);
  const eobs = await read<
    Bundle<{ id: string; total: { category: { coding: { code: string }[] }; amount: { value: number } }[] }>
  >('ExplanationOfBenefit?use=claim&_count=10');
  expect(eobs.link.some((link) => link.relation === 'next')).toBe(true);

  // The same claims, in the same order, as alex's claims screen shows on its first page.
  await page.goto(`${origin.main}/claims`);
  await expect(page.getByText(new RegExp(`^${eobs.total} claims$`))).toBeVisible();
  const cards = page.locator('.claims-list > li');
  await expect(cards).toHaveCount(10);
  const numbers = (await cards.getByRole('heading', { level: 2 }).allInnerTexts()).map((text) =>
    text.replace(/^Claim /, ''),
  );
  expect(eobs.entry?.map((entry) => entry.resource.id)).toEqual(numbers);

  // Disconnected in account settings: the app's token no longer works.
  await page.goto(`${origin.main}/account/settings`);
  const card = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: SMART_TEXTS.connectedAppsTitle }),
  });
  await expect(card.getByRole('heading', { level: 3, name: 'Blue Button Demo App' })).toBeVisible();
  await card.getByRole('button', { name: 'Disconnect Blue Button Demo App' }).click();
  await expect(card.getByRole('status')).toHaveText(SMART_TEXTS.revoked('Blue Button Demo App'));
  const after = await request.get(`${FHIR}/Patient`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { resourceType: string }).resourceType).toBe('OperationOutcome');
});

test('an unknown redirect address is refused before anyone signs in', async ({ page }) => {
  const response = await page.goto(
    authorizeUrl({
      redirect_uri: 'https://evil.example/callback',
      scope: 'patient/*.read',
      state: 'x',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    }),
  );
  expect(response?.status()).toBe(400);
  await expect(page.getByText('This app asked to return to an address it has not registered.')).toBeVisible();
});

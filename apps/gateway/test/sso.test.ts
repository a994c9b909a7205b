import { API_PATHS, OutsideConfig } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, sessionToken, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp, testConfig } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    outside: {
      ...testConfig().outside,
      salesPlatformTestEnvironment: 'uat<1>',
    },
  });
});
afterAll(() => t.close());

const postForm = (url: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('GET /api/outside-config', () => {
  it('tells the SPA where the two hidden forms post, without a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.outsideConfig,
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(OutsideConfig.parse(response.json())).toEqual({
      salesPlatformSsoUrl: t.config.outside.salesPlatformSso,
      salesPlatformTestEnvironment: 'uat<1>',
      crmUrl: t.config.outside.crm,
    });
  });
});

describe('POST /api/sso/sp-salesforce and /api/outside/crm (document 1 §4, §7)', () => {
  it('verifies the posted token, says who arrived with everything escaped, and spends the token', async () => {
    const token = await temporaryToken(t.app, 'taylor');
    const response = await postForm(API_PATHS.salesPlatformSso, {
      token,
      testEnvironment: '<script>x</script>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Sales platform sign-on</h1>');
    expect(response.body).toContain('Signed in: Taylor Reyes');
    expect(response.body).toContain('Group: Summit Small Business Partners (10006100)');
    expect(response.body).toContain('Test environment: &lt;script&gt;x&lt;/script&gt;');
    expect(response.body).not.toContain('<script>');
    expect((await authGet(t.app, API_PATHS.loginState, token)).statusCode).toBe(401);
  });

  it('serves the CRM stand-in the same way', async () => {
    const token = await sessionToken(t.app, 'alex');
    const response = await postForm(API_PATHS.crm, { token });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>CRM sign-on</h1>');
  });

  it('refuses a forged or spent token with a page, and a missing token with 400', async () => {
    const forged = await postForm(API_PATHS.salesPlatformSso, { token: 'not-a-token' });
    expect(forged.statusCode).toBe(401);
    // The typed error carries its page: the error handler sends it as HTML, not the JSON envelope.
    expect(forged.headers['content-type']).toMatch(/^text\/html/);
    expect(forged.body).toContain('<h1>Sales platform sign-on</h1>');
    expect(forged.body).toContain('The sign-on token was not accepted. Please log in again.');
    const missing = await postForm(API_PATHS.salesPlatformSso, {});
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a staff token, which holds no member', async () => {
    const response = await postForm(API_PATHS.salesPlatformSso, {
      token: await temporaryToken(t.app, 'support'),
    });
    expect(response.statusCode).toBe(401);
  });
});

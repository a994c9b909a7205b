import { API_PATHS, ConnectedApps } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, sessionToken } from './helpers/sign-in';
import { connectApp, DEMO_APP, fhirGet, postForm } from './helpers/smart-client';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let clockOffsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({}, () => new Date(Date.now() + clockOffsetMs));
});
afterAll(() => t.close());

const list = async (token: string) =>
  ConnectedApps.parse((await authGet(t.app, API_PATHS.connectedApps, token)).json());

describe('connected apps: an app authorized twice (issue 36)', () => {
  it('is listed once, with its latest grant and what that grant may read; disconnecting ends every grant', async () => {
    const session = await sessionToken(t.app, 'alex');
    const first = await connectApp(t.app, session, 'launch/patient offline_access patient/Patient.read');
    const [narrow] = await list(session);
    clockOffsetMs = 60_000;
    const second = await connectApp(t.app, session);
    const apps = await list(session);
    expect(apps).toHaveLength(1);
    const [app] = apps;
    expect(app?.clientId).toBe(DEMO_APP.clientId);
    // The latest grant: connected later than the first, and reading more than the first.
    expect(Date.parse(app?.connectedOn ?? '')).toBeGreaterThan(Date.parse(narrow?.connectedOn ?? ''));
    expect(app?.willRead.length).toBeGreaterThan(narrow?.willRead.length ?? 0);
    for (const tokens of [first, second])
      expect((await fhirGet(t.app, '/fhir/r4/Patient', tokens.access_token)).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.connectedApps}/${app?.grantId}`,
      headers: { host: 'localhost', authorization: `Bearer ${session}` },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await list(session)).toEqual([]);
    // Neither grant's tokens open anything any more, nor renew.
    for (const tokens of [first, second]) {
      expect((await fhirGet(t.app, '/fhir/r4/Patient', tokens.access_token)).statusCode).toBe(401);
      const refreshed = await postForm(t.app, '/fhir/r4/oauth/token', {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
        client_id: DEMO_APP.clientId,
      });
      expect(refreshed.json().error).toBe('invalid_grant');
    }
  });

  it('another member cannot disconnect it (404), and it stays connected', async () => {
    const session = await sessionToken(t.app, 'alex');
    const tokens = await connectApp(t.app, session);
    const [app] = await list(session);
    const riley = await sessionToken(t.app, 'riley');
    const other = await t.app.inject({
      method: 'DELETE',
      url: `${API_PATHS.connectedApps}/${app?.grantId}`,
      headers: { host: 'localhost', authorization: `Bearer ${riley}` },
    });
    expect(other.statusCode).toBe(404);
    expect((await fhirGet(t.app, '/fhir/r4/Patient', tokens.access_token)).statusCode).toBe(200);
  });
});

import type { OperationOutcome } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionToken } from './helpers/sign-in';
import { connectApp, fhirGet } from './helpers/smart-client';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimit: { windowSeconds: 60, perClient: 3, perAccount: 100, redisPrefix: 'dash-test-fhir:' },
  });
});
afterAll(() => t.close());

describe('Patient Access API rate limit (issue 18)', () => {
  it('responds past the per-client limit with 429, Retry-After and an OperationOutcome', async () => {
    const { access_token } = await connectApp(t.app, await sessionToken(t.app, 'alex'));
    const statuses: number[] = [];
    let last = await fhirGet(t.app, '/fhir/r4/Patient', access_token);
    statuses.push(last.statusCode);
    for (let i = 0; i < 3; i++) {
      last = await fhirGet(t.app, '/fhir/r4/Patient', access_token);
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

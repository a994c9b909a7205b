import { randomUUID } from 'node:crypto';
import { API_PATHS, ApiError } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimit: {
      windowSeconds: 60,
      perClient: 3,
      perAccount: 1,
      redisPrefix: `dash-test:${randomUUID()}:`,
    },
  });
});
afterAll(() => t.close());

describe('GET /api/referrals is throttled per client address (decision 010)', () => {
  it('responds 429 past the per-client count, and no per-account limit applies', async () => {
    const token = await sessionToken(t.app, 'alex');
    const statuses: number[] = [];
    for (let call = 0; call < 4; call++) {
      statuses.push((await authGet(t.app, `${API_PATHS.referrals}?page=${call}`, token)).statusCode);
    }
    // perAccount is 1: a second 200 shows the member's paging is limited by address only.
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await authGet(t.app, API_PATHS.referrals, token);
    expect(ApiError.parse(refused.json()).code).toBe('TOO_MANY_REQUESTS');
    // Other calls of the area are not throttled.
    expect((await authGet(t.app, API_PATHS.referralMetadata, token)).statusCode).toBe(200);
  });
});

import { API_PATHS } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_BY_DOMAIN, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp, testConfig } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  const { rateLimit } = testConfig();
  t = await createTestApp({ rateLimit: { ...rateLimit, perAccount: 2 } });
});
afterAll(() => t.close());

describe('the ID card e-mail and order are rate limited per member (issue 13)', () => {
  it.each([
    ['POST', API_PATHS.idCardEmail, { suffix: 0 }],
    ['GET', `${API_PATHS.idCardRequest}?category=Medical`, undefined],
  ] as const)('%s %s: the third call in the window is 429 with Retry-After', async (method, url, payload) => {
    const token = await sessionToken(t.app, 'alex');
    const call = () =>
      t.app.inject({
        method,
        url,
        headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const third = await call();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AccountDetails, API_PATHS } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from '../src/plugins/compression';
import { sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await sessionToken(t.app, 'alex');
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('compressed API responses (issue 16)', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
  ] as const)(
    'sends a page of claims as %s → %s, the same JSON once decompressed',
    async (accept, encoding, inflate) => {
      const plain = await get(API_PATHS.claims);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

      const packed = await get(API_PATHS.claims, accept);
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(inflate(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );

  it('leaves a small response as it is', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the response to a POST, which can carry a new token beside what was sent', async () => {
    const account = AccountDetails.parse((await get(API_PATHS.account)).json());
    const search = await t.app.inject({
      method: 'POST',
      url: `${API_PATHS.pcpSearch}?size=50`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
      payload: { members: [account.members[0]?.memberKey], radius: 50, zip: '97204', searchString: '' },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(search.headers['content-encoding']).toBeUndefined();
  });
});

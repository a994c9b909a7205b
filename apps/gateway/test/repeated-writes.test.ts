import { BIRTH_CITY_QUESTION_ID } from '@dash/domain';
import {
  AddressResponse,
  API_PATHS,
  ApiError,
  SecurityQuestionsResponse,
  SettingsPreferencesResponse,
} from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_IF_MATCH } from '../src/routes/entity-tag';
import { preferencesBody } from './helpers/preferences-body';
import { authGet, HOST_BY_DOMAIN, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The versioned writes sent twice, word for word (a double click, a resent request, a second tab with
 * the same edit): the first is stored and moves the version on, the identical second is refused as
 * stale and changes nothing, so the change happens once (issue 15, decision 019): 412 when the write
 * names its version in If-Match (what the web sends), 409 when only the body names it. The
 * idempotent writes (primary care, cancellation, eBill) are tested the same way in find-care.test.ts
 * and id-card-area.test.ts.
 */

let t: TestApp;
let alex: string;
beforeAll(async () => {
  t = await createTestApp();
  alex = await sessionToken(t.app, 'alex');
});
afterAll(() => t.close());

const put = (url: string, payload: Record<string, unknown>, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: {
      host: HOST_BY_DOMAIN[1],
      authorization: `Bearer ${alex}`,
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    payload,
  });

const twice = async (url: string, payload: Record<string, unknown>) => [
  await put(url, payload),
  await put(url, payload),
];

describe('a versioned write sent twice changes the record once', () => {
  it('address', async () => {
    const read = async () =>
      AddressResponse.parse((await authGet(t.app, API_PATHS.accountAddress, alex)).json());
    const opened = await read();
    const body = {
      addressLine1: '77 NE Broadway',
      addressLine2: '',
      city: 'Portland',
      state: 'OR',
      zipCode: '97232',
      phoneNumber: '503-555-0177',
      version: opened.version,
    };
    const [first, second] = await twice(API_PATHS.accountAddress, body);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 409]);
    const after = await read();
    expect(after.version).toBe(opened.version + 1);
    expect(after.address?.addressLine1).toBe('77 NE Broadway');
  });

  it('settings preferences', async () => {
    const read = async () =>
      SettingsPreferencesResponse.parse((await authGet(t.app, API_PATHS.settingsPreferences, alex)).json());
    const opened = await read();
    const [first, second] = await twice(API_PATHS.settingsPreferences, {
      preferences: preferencesBody('twice@example.com'),
      version: opened.version,
    });
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 409]);
    expect((await read()).version).toBe(opened.version + 1);
  });

  it('security answers', async () => {
    const read = async () =>
      SecurityQuestionsResponse.parse((await authGet(t.app, API_PATHS.securityQuestions, alex)).json());
    const opened = await read();
    const [first, second] = await twice(API_PATHS.securityAnswers, {
      currentPassword: PERSONA_PASSWORD,
      answers: [{ questionId: BIRTH_CITY_QUESTION_ID, answer: 'Eugene' }],
      version: opened.version,
    });
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 409]);
    expect((await read()).version).toBe(opened.version + 1);
  });
});

/**
 * The three versioned records, each with its read (which sends the ETag), its write, a body made from
 * a version and what the write changed, so one table proves the If-Match rules for all three.
 */
const RECORDS = [
  {
    name: 'address',
    readPath: API_PATHS.accountAddress,
    writePath: API_PATHS.accountAddress,
    body: (version: number, mark: string) => ({
      addressLine1: `${mark} NE Broadway`,
      addressLine2: '',
      city: 'Portland',
      state: 'OR',
      zipCode: '97232',
      phoneNumber: '503-555-0177',
      version,
    }),
    parse: (json: unknown) => {
      const read = AddressResponse.parse(json);
      return { version: read.version, mark: read.address?.addressLine1 ?? '' };
    },
    marked: (mark: string) => `${mark} NE Broadway`,
  },
  {
    name: 'settings preferences',
    readPath: API_PATHS.settingsPreferences,
    writePath: API_PATHS.settingsPreferences,
    body: (version: number, mark: string) => ({
      preferences: preferencesBody(`${mark.toLowerCase()}@example.com`),
      version,
    }),
    parse: (json: unknown) => {
      const read = SettingsPreferencesResponse.parse(json);
      return { version: read.version, mark: read.preferences.emailAddress ?? '' };
    },
    marked: (mark: string) => `${mark.toLowerCase()}@example.com`,
  },
  {
    name: 'security answers',
    readPath: API_PATHS.securityQuestions,
    writePath: API_PATHS.securityAnswers,
    body: (version: number, mark: string) => ({
      currentPassword: PERSONA_PASSWORD,
      answers: [{ questionId: BIRTH_CITY_QUESTION_ID, answer: mark }],
      version,
    }),
    // The answers are stored hashed: only the version tells a write happened.
    parse: (json: unknown) => ({ version: SecurityQuestionsResponse.parse(json).version, mark: '' }),
    marked: () => '',
  },
] as const;

describe.each(RECORDS)('$name: the version as ETag and If-Match (decision 019)', (record) => {
  const read = async () => {
    const response = await authGet(t.app, record.readPath, alex);
    return { ...record.parse(response.json()), etag: response.headers.etag };
  };

  it('the read sends its version as a strong ETag, and a write returns the new one', async () => {
    const opened = await read();
    expect(opened.etag).toBe(`"${opened.version}"`);
    const saved = await put(record.writePath, record.body(opened.version, 'Salem'), `"${opened.version}"`);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe(`"${opened.version + 1}"`);
    expect((await read()).etag).toBe(`"${opened.version + 1}"`);
  });

  it('sent twice with the tag it read: 200 then 412 STALE_VERSION, and the record changed once', async () => {
    const opened = await read();
    const payload = record.body(opened.version, 'Twice');
    const first = await put(record.writePath, payload, opened.etag);
    const second = await put(record.writePath, payload, opened.etag);
    expect([first.statusCode, second.statusCode]).toEqual([200, 412]);
    expect(ApiError.parse(second.json()).code).toBe('STALE_VERSION');
    expect((await read()).version).toBe(opened.version + 1);
  });

  it('a stale If-Match wins over a current body version: 412, and nothing changes', async () => {
    const opened = await read();
    const stale = await put(
      record.writePath,
      record.body(opened.version, 'Lost'),
      `"${opened.version === 0 ? 1 : opened.version - 1}"`,
    );
    expect(stale.statusCode).toBe(412);
    expect(ApiError.parse(stale.json()).code).toBe('STALE_VERSION');
    const after = await read();
    expect(after.version).toBe(opened.version);
    expect(after.mark).toBe(opened.mark);
  });

  it('a current If-Match wins over a stale body version: the write is stored', async () => {
    const opened = await read();
    const saved = await put(record.writePath, record.body(opened.version + 7, 'Bend'), opened.etag);
    expect(saved.statusCode).toBe(200);
    const after = await read();
    expect(after.version).toBe(opened.version + 1);
    expect(after.mark).toBe(record.marked('Bend'));
  });

  it.each(['*', 'W/"1"', '"1", "2"', '1', '"-1"', '"99999999999"', '"abc"', ''])(
    'an If-Match that names no one version (%j) is a clear 400, and nothing changes',
    async (header) => {
      const opened = await read();
      const refused = await put(record.writePath, record.body(opened.version, 'Odd'), header);
      expect(refused.statusCode).toBe(400);
      expect(ApiError.parse(refused.json()).message).toBe(MALFORMED_IF_MATCH);
      expect((await read()).version).toBe(opened.version);
    },
  );
});

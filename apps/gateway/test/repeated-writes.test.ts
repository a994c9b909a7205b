import { BIRTH_CITY_QUESTION_ID } from '@dash/domain';
import {
  AddressResponse,
  API_PATHS,
  SecurityQuestionsResponse,
  SettingsPreferencesResponse,
} from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferencesBody } from './helpers/preferences-body';
import { authGet, HOST_BY_DOMAIN, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The versioned writes sent twice, word for word (a double click, a resent request, a second tab with
 * the same edit): the first is stored and moves the version on, the identical second is refused as
 * stale (409) and changes nothing, so the change happens once (issue 15, decision 019). The
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

const put = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${alex}` },
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

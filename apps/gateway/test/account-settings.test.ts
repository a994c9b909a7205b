import {
  ACCOUNT_SERVER_MESSAGES,
  ADDRESS_FIELDS,
  BIRTH_CITY_QUESTION_ID,
  CHANGE_PASSWORD_MESSAGES,
  toAddressInput,
} from '@dash/domain';
import {
  AddressResponse,
  API_PATHS,
  ApiError,
  SecurityQuestionsResponse,
  SettingsPreferencesResponse,
} from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferencesBody } from './helpers/preferences-body';
import { authGet, HOST_BY_DOMAIN, postToken, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The account area's edits (issue 13): address, settings preferences and security answers, with versions. */
let t: TestApp;
let alex: string;
beforeAll(async () => {
  t = await createTestApp();
  alex = await sessionToken(t.app, 'alex');
});
afterAll(() => t.close());

const put = (url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}` },
    payload,
  });

const readAddress = async (token: string) =>
  AddressResponse.parse((await authGet(t.app, API_PATHS.accountAddress, token)).json());

const validAddress = {
  addressLine1: '1200 SW Main St',
  addressLine2: 'Apt 4',
  city: 'Portland',
  state: 'or',
  zipCode: '972011234',
  phoneNumber: '503-555-0142',
};

describe('GET/PUT /api/account/address', () => {
  it('returns the family address with its version; the subscriber may edit it, dependents may not', async () => {
    const own = await readAddress(alex);
    expect(own.address?.zipCode).toBe('97214');
    expect(own.canEdit).toBe(true);
    const jordan = await readAddress(await sessionToken(t.app, 'jordan'));
    expect(jordan).toEqual({ ...own, canEdit: false });
  });

  it('stores a valid address in its normal form and moves the version on', async () => {
    const before = await readAddress(alex);
    const response = await put(API_PATHS.accountAddress, alex, { ...validAddress, version: before.version });
    expect(response.statusCode).toBe(200);
    const after = AddressResponse.parse(response.json());
    expect(after.version).toBe(before.version + 1);
    expect(after.address).toEqual({
      addressLine1: '1200 SW Main St',
      addressLine2: 'Apt 4',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201-1234',
      country: 'US',
      phoneNumber: '(503) 555-0142',
    });
    expect(await readAddress(alex)).toEqual(after);
  });

  it.each([
    ['addressLine1', ''],
    ['addressLine1', '#!'],
    ['city', ''],
    ['city', 'Portland 9'],
    ['state', 'Oregon'],
    ['state', 'ZZ'],
    ['zipCode', '9720'],
    ['zipCode', '97201-12'],
    ['phoneNumber', '555-0142'],
    ['addressLine2', 'x'.repeat(61)],
  ] as const)('refuses %s %j with a field error and changes nothing', async (field, value) => {
    expect(ADDRESS_FIELDS).toContain(field);
    const before = await readAddress(alex);
    const response = await put(API_PATHS.accountAddress, alex, {
      ...validAddress,
      [field]: value,
      version: before.version,
    });
    expect(response.statusCode).toBe(400);
    const body = ApiError.parse(response.json());
    expect(Object.keys(body.fieldErrors ?? {})).toEqual([field]);
    expect(await readAddress(alex)).toEqual(before);
  });

  it('refuses a body that is not an address (400, never 500)', async () => {
    const response = await put(API_PATHS.accountAddress, alex, { addressLine1: 12, version: -1 });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).fieldErrors).toBeDefined();
  });

  it('refuses a save from a stale version (409) and keeps the newer address', async () => {
    const opened = await readAddress(alex);
    const first = await put(API_PATHS.accountAddress, alex, {
      ...validAddress,
      addressLine1: '1 First Tab Ave',
      version: opened.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await put(API_PATHS.accountAddress, alex, {
      ...validAddress,
      addressLine1: '2 Second Tab Ave',
      version: opened.version,
    });
    expect(second.statusCode).toBe(409);
    expect(ApiError.parse(second.json()).message).toBe(ACCOUNT_SERVER_MESSAGES.staleAddress);
    expect((await readAddress(alex)).address?.addressLine1).toBe('1 First Tab Ave');
  });

  it('refuses a dependent (403), even with a valid address', async () => {
    const jordan = await sessionToken(t.app, 'jordan');
    const { version } = await readAddress(jordan);
    const response = await put(API_PATHS.accountAddress, jordan, { ...validAddress, version });
    expect(response.statusCode).toBe(403);
    expect(ApiError.parse(response.json()).message).toBe(ACCOUNT_SERVER_MESSAGES.addressOwnerOnly);
  });
});

describe('values on file that older rules accepted (issue 36 §2)', () => {
  const ALEX_SUBSCRIBER_ID = 'M10020001';
  const OLD_PHONE = '555-030-1000';
  const setPhoneOnFile = (phone: string) =>
    t.database.db
      .updateTable('families')
      .set({ phone_number: phone })
      .where('subscriber_id', '=', ALEX_SUBSCRIBER_ID)
      .execute();

  it('saves a changed street while the phone on file fails today’s rule, and keeps that phone as it was', async () => {
    await setPhoneOnFile(OLD_PHONE);
    const before = await readAddress(alex);
    expect(before.address?.phoneNumber).toBe(OLD_PHONE);
    const response = await put(API_PATHS.accountAddress, alex, {
      ...toAddressInput(before.address),
      addressLine1: '77 NE Changed St',
      version: before.version,
    });
    expect(response.statusCode).toBe(200);
    const after = AddressResponse.parse(response.json());
    expect(after.address).toMatchObject({ addressLine1: '77 NE Changed St', phoneNumber: OLD_PHONE });
  });

  it('still judges a phone the member changed, and changes nothing', async () => {
    await setPhoneOnFile(OLD_PHONE);
    const before = await readAddress(alex);
    const response = await put(API_PATHS.accountAddress, alex, {
      ...toAddressInput(before.address),
      phoneNumber: '555-030-1001',
      version: before.version,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(ApiError.parse(response.json()).fieldErrors ?? {})).toEqual(['phoneNumber']);
    expect(await readAddress(alex)).toEqual(before);
  });

  it.each([
    ['/update-preferences', 'emailAddress'],
    ['the settings page', 'preferences.emailAddress'],
  ] as const)(
    'saves preferences through %s with an e-mail on file today’s check refuses; a changed one is judged',
    async (_where, field) => {
      const OLD_EMAIL = 'alex@mailhost';
      await t.database.db
        .updateTable('member_preferences as p')
        .set({ email_address: OLD_EMAIL })
        .where('p.member_key', 'in', (select) =>
          select
            .selectFrom('members as m')
            .innerJoin('families as f', 'f.family_key', 'm.family_key')
            .select('m.member_key')
            .where('f.subscriber_id', '=', ALEX_SUBSCRIBER_ID)
            .where('m.member_suffix', '=', 0),
        )
        .execute();
      const send = async (email: string) => {
        if (field === 'emailAddress') return put(API_PATHS.preferences, alex, preferencesBody(email));
        const { version } = SettingsPreferencesResponse.parse(
          (await authGet(t.app, API_PATHS.settingsPreferences, alex)).json(),
        );
        return put(API_PATHS.settingsPreferences, alex, { preferences: preferencesBody(email), version });
      };
      expect((await send(OLD_EMAIL)).statusCode).toBe(200);
      const changed = await send('alex@otherhost');
      expect(changed.statusCode).toBe(400);
      expect(Object.keys(ApiError.parse(changed.json()).fieldErrors ?? {})).toEqual([field]);
    },
  );
});

describe('GET/PUT /api/account/settings/preferences', () => {
  it('saves from the current version and refuses the stale one (409) without changing anything', async () => {
    const read = async () =>
      SettingsPreferencesResponse.parse((await authGet(t.app, API_PATHS.settingsPreferences, alex)).json());
    const opened = await read();
    const first = await put(API_PATHS.settingsPreferences, alex, {
      preferences: preferencesBody('first.tab@example.com'),
      version: opened.version,
    });
    expect(first.statusCode).toBe(200);
    expect(SettingsPreferencesResponse.parse(first.json()).version).toBe(opened.version + 1);
    const second = await put(API_PATHS.settingsPreferences, alex, {
      preferences: preferencesBody('second.tab@example.com'),
      version: opened.version,
    });
    expect(second.statusCode).toBe(409);
    expect(ApiError.parse(second.json()).message).toBe(ACCOUNT_SERVER_MESSAGES.stalePreferences);
    expect((await read()).preferences.emailAddress).toBe('first.tab@example.com');
  });

  it('a save through /update-preferences also moves the version on', async () => {
    const before = SettingsPreferencesResponse.parse(
      (await authGet(t.app, API_PATHS.settingsPreferences, alex)).json(),
    );
    expect((await put(API_PATHS.preferences, alex, preferencesBody('other@example.com'))).statusCode).toBe(
      200,
    );
    const stale = await put(API_PATHS.settingsPreferences, alex, {
      preferences: preferencesBody('stale@example.com'),
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('validates the e-mail as /update-preferences does', async () => {
    const { version } = SettingsPreferencesResponse.parse(
      (await authGet(t.app, API_PATHS.settingsPreferences, alex)).json(),
    );
    const response = await put(API_PATHS.settingsPreferences, alex, {
      preferences: preferencesBody('not-an-address'),
      version,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(ApiError.parse(response.json()).fieldErrors ?? {})).toEqual([
      'preferences.emailAddress',
    ]);
  });
});

describe('GET security-questions, PUT security-answers', () => {
  const readQuestions = async (token: string) =>
    SecurityQuestionsResponse.parse((await authGet(t.app, API_PATHS.securityQuestions, token)).json());

  it('lists the questions, the ones answered and the username', async () => {
    const questions = await readQuestions(alex);
    expect(questions.username).toBe('alex');
    expect(questions.questions.length).toBeGreaterThan(1);
    expect(questions.answeredQuestionIds).toEqual([BIRTH_CITY_QUESTION_ID]);
  });

  it('refuses a wrong current password (400) and changes nothing', async () => {
    const { version } = await readQuestions(alex);
    const response = await put(API_PATHS.securityAnswers, alex, {
      currentPassword: 'Not-the-password-1',
      answers: [{ questionId: 2, answer: 'Biscuit' }],
      version,
    });
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).fieldErrors).toEqual({
      currentPassword: [CHANGE_PASSWORD_MESSAGES.wrongCurrent],
    });
    expect((await readQuestions(alex)).answeredQuestionIds).toEqual([BIRTH_CITY_QUESTION_ID]);
  });

  it.each([
    ['too short', [{ questionId: 2, answer: 'ab' }], 'answers.0'],
    ['too long', [{ questionId: 2, answer: 'a'.repeat(31) }], 'answers.0'],
    ['not a symbol, letter or digit', [{ questionId: 2, answer: 'Bisçuit' }], 'answers.0'],
    // "letters, digits, symbols and space": a literal space only (issue 36).
    ['with a tab', [{ questionId: 2, answer: 'Bis\tcuit' }], 'answers.0'],
    ['with a newline', [{ questionId: 2, answer: 'Bis\ncuit' }], 'answers.0'],
    ['with a no-break space', [{ questionId: 2, answer: 'Bis\u00a0cuit' }], 'answers.0'],
    ['unknown question', [{ questionId: 99, answer: 'Biscuit' }], 'answers.0'],
    [
      'the same question twice',
      [
        { questionId: 2, answer: 'Biscuit' },
        { questionId: 2, answer: 'Pepper' },
      ],
      'answers.1',
    ],
  ])('refuses an answer %s (400)', async (_case, answers, field) => {
    const { version } = await readQuestions(alex);
    const response = await put(API_PATHS.securityAnswers, alex, {
      currentPassword: PERSONA_PASSWORD,
      answers,
      version,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(ApiError.parse(response.json()).fieldErrors ?? {})).toEqual([field]);
  });

  it('stores new answers after the current password; a stale tab is refused (409)', async () => {
    const opened = await readQuestions(alex);
    const response = await put(API_PATHS.securityAnswers, alex, {
      currentPassword: PERSONA_PASSWORD,
      answers: [
        { questionId: BIRTH_CITY_QUESTION_ID, answer: 'Salem' },
        { questionId: 2, answer: 'Biscuit #2' },
      ],
      version: opened.version,
    });
    expect(response.statusCode).toBe(200);
    const after = SecurityQuestionsResponse.parse(response.json());
    expect(after.answeredQuestionIds).toEqual([BIRTH_CITY_QUESTION_ID, 2]);
    expect(after.version).toBe(opened.version + 1);
    const stale = await put(API_PATHS.securityAnswers, alex, {
      currentPassword: PERSONA_PASSWORD,
      answers: [{ questionId: 3, answer: 'Volvo' }],
      version: opened.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await readQuestions(alex)).answeredQuestionIds).toEqual([BIRTH_CITY_QUESTION_ID, 2]);
    // Sign-in still works: the password was only checked.
    expect((await postToken(t.app, 'alex', PERSONA_PASSWORD)).statusCode).toBe(200);
  });
});

/**
 * The same two tabs as the web makes them (decision 019): each names the version it read in If-Match,
 * the first save wins, the second is told its data is stale (412, the record's own message) and
 * changes nothing.
 */
describe('two tabs naming their version in If-Match', () => {
  const putIfMatch = (
    url: string,
    token: string,
    etag: string | undefined,
    payload: Record<string, unknown>,
  ) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: { host: HOST_BY_DOMAIN[1], authorization: `Bearer ${token}`, 'if-match': etag ?? '' },
      payload,
    });

  it('address: the second tab is refused (412) and the first tab’s address stays', async () => {
    const opened = await authGet(t.app, API_PATHS.accountAddress, alex);
    const { version } = AddressResponse.parse(opened.json());
    expect(opened.headers.etag).toBe(`"${version}"`);
    const first = await putIfMatch(API_PATHS.accountAddress, alex, opened.headers.etag, {
      ...validAddress,
      addressLine1: '3 First Tab Ave',
      version,
    });
    expect(first.statusCode).toBe(200);
    const second = await putIfMatch(API_PATHS.accountAddress, alex, opened.headers.etag, {
      ...validAddress,
      addressLine1: '4 Second Tab Ave',
      version,
    });
    expect(second.statusCode).toBe(412);
    expect(ApiError.parse(second.json())).toEqual({
      code: 'STALE_VERSION',
      message: ACCOUNT_SERVER_MESSAGES.staleAddress,
    });
    expect((await readAddress(alex)).address?.addressLine1).toBe('3 First Tab Ave');
  });

  it('address: a dependent is still refused as a dependent (403), not as stale', async () => {
    const jordan = await sessionToken(t.app, 'jordan');
    const opened = await authGet(t.app, API_PATHS.accountAddress, jordan);
    const response = await putIfMatch(API_PATHS.accountAddress, jordan, opened.headers.etag, {
      ...validAddress,
      version: AddressResponse.parse(opened.json()).version,
    });
    expect(response.statusCode).toBe(403);
  });

  it('preferences: a save through /update-preferences makes the settings tab’s tag stale (412)', async () => {
    const opened = await authGet(t.app, API_PATHS.settingsPreferences, alex);
    const { version } = SettingsPreferencesResponse.parse(opened.json());
    expect(opened.headers.etag).toBe(`"${version}"`);
    expect(
      (await put(API_PATHS.preferences, alex, preferencesBody('elsewhere@example.com'))).statusCode,
    ).toBe(200);
    const stale = await putIfMatch(API_PATHS.settingsPreferences, alex, opened.headers.etag, {
      preferences: preferencesBody('lost@example.com'),
      version,
    });
    expect(stale.statusCode).toBe(412);
    expect(ApiError.parse(stale.json()).message).toBe(ACCOUNT_SERVER_MESSAGES.stalePreferences);
    const after = SettingsPreferencesResponse.parse(
      (await authGet(t.app, API_PATHS.settingsPreferences, alex)).json(),
    );
    expect(after.preferences.emailAddress).toBe('elsewhere@example.com');
  });

  it('security answers: the second tab is refused (412) and the first tab’s answers stay', async () => {
    const opened = await authGet(t.app, API_PATHS.securityQuestions, alex);
    const { version } = SecurityQuestionsResponse.parse(opened.json());
    expect(opened.headers.etag).toBe(`"${version}"`);
    const first = await putIfMatch(API_PATHS.securityAnswers, alex, opened.headers.etag, {
      currentPassword: PERSONA_PASSWORD,
      answers: [{ questionId: BIRTH_CITY_QUESTION_ID, answer: 'Medford' }],
      version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await putIfMatch(API_PATHS.securityAnswers, alex, opened.headers.etag, {
      currentPassword: PERSONA_PASSWORD,
      answers: [{ questionId: 3, answer: 'Volvo' }],
      version,
    });
    expect(stale.statusCode).toBe(412);
    expect(ApiError.parse(stale.json()).message).toBe(ACCOUNT_SERVER_MESSAGES.staleSecurityAnswers);
    const after = SecurityQuestionsResponse.parse(
      (await authGet(t.app, API_PATHS.securityQuestions, alex)).json(),
    );
    expect(after.answeredQuestionIds).not.toContain(3);
    expect(after.version).toBe(version + 1);
  });
});

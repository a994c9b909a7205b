import { AccountDetails, API_PATHS } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_PASSWORD } from '../src/db/seed/index';
import { authGet, postToken, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { write: (line) => lines.push(line) });
});
afterAll(() => t.close());

describe('logs', () => {
  it('carry a request id and never a token, a password or member data', async () => {
    await postToken(t.app, 'alex', 'a-wrong-password-9');
    await postToken(t.app, 'alex', PERSONA_PASSWORD);
    const token = await sessionToken(t.app, 'alex');
    const account = AccountDetails.parse((await authGet(t.app, API_PATHS.account, token)).json());
    await t.app.inject({
      method: 'GET',
      url: API_PATHS.account,
      headers: { host: 'localhost', 'x-request-id': 'trace-42' },
    });

    const records = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: unknown; res?: unknown });
    const requestRecords = records.filter((record) => record.req !== undefined || record.res !== undefined);
    expect(requestRecords.length).toBeGreaterThan(8);
    expect(requestRecords.every((record) => typeof record.reqId === 'string')).toBe(true);
    expect(records.some((record) => record.reqId === 'trace-42')).toBe(true);

    const text = lines.join('\n');
    const secrets = [
      PERSONA_PASSWORD,
      'a-wrong-password-9',
      token,
      token.split('.')[2] ?? token,
      account.subscriberId,
      account.members[0]?.dateOfBirth ?? 'no-date',
      account.address?.addressLine1 ?? 'no-address',
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});

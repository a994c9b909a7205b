import {
  API_PATHS,
  ApiError,
  GroupDetailList,
  GroupList,
  GroupSelectionResponse,
  LoginGroup,
  TokenClaims,
} from '@dash/domain/api';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, HOST_BY_DOMAIN, sessionToken, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const selectGroup = (token: string, body: unknown, domainId: 1 | 2 | 5 = 1) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.groupSelection,
    headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${token}` },
    payload: body as Record<string, unknown>,
  });

const claimsOf = (token: string) => TokenClaims.parse(decodeJwt(token));

describe('GET /api/groups and /api/groups/individual (document 1 §7)', () => {
  it('lists the account groups for a temporary and for a session token', async () => {
    for (const token of [await temporaryToken(t.app, 'taylor'), await sessionToken(t.app, 'sam')]) {
      const response = await authGet(t.app, API_PATHS.groups, token);
      expect(response.statusCode).toBe(200);
      expect(GroupList.parse(response.json())).toHaveLength(2);
    }
  });

  it('gives alex only the one group of his own account', async () => {
    const groups = GroupList.parse(
      (await authGet(t.app, API_PATHS.groups, await sessionToken(t.app, 'alex'))).json(),
    );
    expect(groups.map((group) => group.groupId)).toEqual(['10001000']);
  });

  it('returns the current member group', async () => {
    const token = await temporaryToken(t.app, 'taylor');
    const response = await authGet(t.app, API_PATHS.individualGroup, token);
    expect(response.statusCode).toBe(200);
    const own = LoginGroup.parse(response.json());
    expect(own.memberKey).toBe(claimsOf(token).memberKey);
    expect(own.salesPlatform).toBe(true);
  });

  it('refuses a call without a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.groups,
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/group-detail (document 1 §3)', () => {
  it('computes ACTIVE, FUTURE and TERMED for sam from the dates', async () => {
    const response = await authGet(t.app, API_PATHS.groupDetail, await sessionToken(t.app, 'sam'));
    expect(response.statusCode).toBe(200);
    const [current, former] = GroupDetailList.parse(response.json());
    expect(current?.groupName).toBe('Evergreen Logistics');
    expect(current?.current).toBe(true);
    expect([
      current?.medical?.planStatus,
      current?.vision?.planStatus,
      current?.pharmacy?.planStatus,
    ]).toEqual(['ACTIVE', 'FUTURE', 'TERMED']);
    expect(former?.current).toBe(false);
    expect(former?.medical?.planStatus).toBe('TERMED');
    expect(former?.groupTerminationDate).not.toBeNull();
  });

  it('returns one group by groupId, and 404 for a group of another account', async () => {
    const token = await sessionToken(t.app, 'sam');
    const one = GroupDetailList.parse(
      (await authGet(t.app, `${API_PATHS.groupDetail}?groupId=10006400`, token)).json(),
    );
    expect(one.map((group) => group.groupId)).toEqual(['10006400']);
    const other = await authGet(t.app, `${API_PATHS.groupDetail}?groupId=10001000`, token);
    expect(other.statusCode).toBe(404);
    expect(ApiError.parse(other.json()).message).toBe('Failed to find group for current member');
  });

  it('responds 400 for an empty groupId', async () => {
    const response = await authGet(
      t.app,
      `${API_PATHS.groupDetail}?groupId=`,
      await sessionToken(t.app, 'sam'),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/group-selection (document 1 §4)', () => {
  it('switches a temporary token to the other group, records the choice and revokes the old token', async () => {
    const token = await temporaryToken(t.app, 'taylor');
    const response = await selectGroup(token, { groupId: '10006200', domain: 1 });
    expect(response.statusCode).toBe(200);
    const { token: next, loginState } = GroupSelectionResponse.parse(response.json());
    expect(claimsOf(next).kind).toBe('temporary');
    expect(loginState.chosenGroupId).toBe('10006200');
    const chosen = loginState.groups.find((group) => group.groupId === '10006200');
    expect(loginState.claims.memberKey).toBe(chosen?.memberKey);
    expect((await authGet(t.app, API_PATHS.groups, token)).statusCode).toBe(401);
    expect((await authGet(t.app, API_PATHS.loginState, next)).statusCode).toBe(200);
  });

  it('switches a session token to a new session token of the other member', async () => {
    const token = await sessionToken(t.app, 'sam');
    const response = await selectGroup(token, { groupId: '10006400', domain: 1 });
    expect(response.statusCode).toBe(200);
    const { token: next } = GroupSelectionResponse.parse(response.json());
    expect(claimsOf(next).kind).toBe('session');
    expect(claimsOf(next).memberKey).not.toBe(claimsOf(token).memberKey);
    const account = await authGet(t.app, API_PATHS.account, next);
    expect(account.json().groupId).toBe('10006400');
    expect((await authGet(t.app, API_PATHS.account, token)).statusCode).toBe(401);
  });

  it('refuses a group of another account with the message of document 1 §4, and leaves the token working', async () => {
    const token = await sessionToken(t.app, 'sam');
    const response = await selectGroup(token, { groupId: '10006200', domain: 1 });
    expect(response.statusCode).toBe(404);
    expect(ApiError.parse(response.json()).message).toBe('Failed to find group for current member');
    expect((await authGet(t.app, API_PATHS.account, token)).statusCode).toBe(200);
  });

  it.each([[{ groupId: '', domain: 1 }], [{ groupId: '10006400' }], [{ groupId: '10006400', domain: 3 }]])(
    'responds 400 for %j',
    async (body) => {
      const response = await selectGroup(await sessionToken(t.app, 'sam'), body);
      expect(response.statusCode).toBe(400);
      expect(ApiError.parse(response.json()).code).toBe('BAD_REQUEST');
    },
  );

  it('responds 400 when the domain is not the brand of the sign-in', async () => {
    const response = await selectGroup(await sessionToken(t.app, 'sam'), { groupId: '10006400', domain: 2 });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a staff token, which holds no member', async () => {
    const response = await selectGroup(await temporaryToken(t.app, 'support'), {
      groupId: '10001000',
      domain: 1,
    });
    expect(response.statusCode).toBe(404);
  });
});

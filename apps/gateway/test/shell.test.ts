import { ACCREDITATION_STAND_IN_ES, OUTSIDE_TEXTS } from '@dash/domain';
import { Accreditation, API_PATHS, ApiError, ChatConfig, ShellContext } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, HOST_BY_DOMAIN, sessionToken, type TestDomain, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shellOf(username: string, domainId: TestDomain = 1) {
  const token = await sessionToken(t.app, username, domainId);
  const response = await authGet(t.app, API_PATHS.shell, token, domainId);
  expect(response.statusCode).toBe(200);
  return ShellContext.parse(response.json());
}

describe('GET /api/shell (document 1 §2, §6; document 2 §4, §6)', () => {
  it.each([
    [
      'alex',
      1,
      { memberSuffix: 0, eligible: true, termed: false, categories: 4, pbm: true, ebill: true, groups: 1 },
    ],
    [
      'jordan',
      1,
      { memberSuffix: 1, eligible: true, termed: false, categories: 4, pbm: true, ebill: true, groups: 1 },
    ],
    [
      'casey',
      1,
      { memberSuffix: 2, eligible: true, termed: false, categories: 4, pbm: true, ebill: true, groups: 1 },
    ],
    [
      'morgan',
      1,
      { memberSuffix: 0, eligible: false, termed: true, categories: 0, pbm: true, ebill: true, groups: 1 },
    ],
    [
      'riley',
      1,
      { memberSuffix: 0, eligible: true, termed: false, categories: 4, pbm: true, ebill: true, groups: 1 },
    ],
    [
      'sam',
      1,
      { memberSuffix: 0, eligible: true, termed: false, categories: 2, pbm: true, ebill: true, groups: 2 },
    ],
    [
      'parker',
      5,
      { memberSuffix: 0, eligible: true, termed: false, categories: 1, pbm: false, ebill: false, groups: 1 },
    ],
    [
      'piper',
      5,
      { memberSuffix: 1, eligible: true, termed: false, categories: 1, pbm: false, ebill: false, groups: 1 },
    ],
  ] as const)('returns the facts of %s', async (username, domainId, expected) => {
    const shell = await shellOf(username, domainId);
    expect(shell.memberSuffix).toBe(expected.memberSuffix);
    expect(shell.hasActiveOrFutureEligibility).toBe(expected.eligible);
    expect(shell.termed).toBe(expected.termed);
    expect(shell.activeCategories).toHaveLength(expected.categories);
    expect(shell.programIds.includes(37)).toBe(expected.pbm);
    expect(shell.hasEbill).toBe(expected.ebill);
    expect(shell.groups).toHaveLength(expected.groups);
    expect(shell.role).toBe('member');
    expect(shell.issuedByRole).toBeNull();
  });

  it('gives casey her age (under 18) and jordan his (adult)', async () => {
    expect((await shellOf('casey')).age).toBe(16);
    expect((await shellOf('jordan')).age).toBe(45);
  });

  it('names harper group 10004760 and margaret eligible for Medicare materials', async () => {
    expect((await shellOf('harper')).groupId).toBe('10004760');
    const margaret = await shellOf('margaret', 2);
    expect(margaret.medicareMaterialsEligible).toBe(true);
  });

  it('gives sam both groups and the current one for the /select-group link', async () => {
    const sam = await shellOf('sam');
    expect(sam.groups.map((group) => group.groupId)).toContain(sam.currentGroup.groupId);
    expect(sam.currentGroup.groupName).toBe(sam.groupName);
  });

  it('responds only for the session member: a member key in the query changes nothing', async () => {
    const alex = await shellOf('alex');
    const morgan = await shellOf('morgan');
    const token = await sessionToken(t.app, 'alex');
    const response = await authGet(t.app, `${API_PATHS.shell}?memberKey=${morgan.subscriberId}`, token);
    expect(ShellContext.parse(response.json())).toEqual(alex);
    expect(alex.subscriberId).not.toBe(morgan.subscriberId);
  });

  it('refuses a temporary token, no token, and a token of another brand', async () => {
    const temporary = await temporaryToken(t.app, 'alex');
    const mid = await authGet(t.app, API_PATHS.shell, temporary);
    expect(mid.statusCode).toBe(403);
    expect(ApiError.parse(mid.json()).code).toBe('FORBIDDEN');
    const none = await t.app.inject({
      method: 'GET',
      url: API_PATHS.shell,
      headers: { host: HOST_BY_DOMAIN[1] },
    });
    expect(none.statusCode).toBe(401);
    const alex = await sessionToken(t.app, 'alex');
    expect((await authGet(t.app, API_PATHS.shell, alex, 5)).statusCode).toBe(401);
    const garbage = await authGet(t.app, API_PATHS.shell, 'not-a-token');
    expect(garbage.statusCode).toBe(401);
  });
});

describe('GET /api/outside/accreditation and chat-config (document 1 §3, §7)', () => {
  it('serves the local accreditation badge without a token, with a logo the gateway also serves', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.accreditation,
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    const badge = Accreditation.parse(response.json());
    expect(badge.description.length).toBeGreaterThan(0);
    const logo = await t.app.inject({ method: 'GET', url: badge.logo, headers: { host: 'localhost' } });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('describes the stand-in badge in Spanish when the request asks for Spanish (issue 17)', async () => {
    const descriptionIn = async (language: string) =>
      Accreditation.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: API_PATHS.accreditation,
            headers: { host: 'localhost', 'accept-language': language },
          })
        ).json(),
      ).description;
    expect(await descriptionIn('es-US')).toBe(ACCREDITATION_STAND_IN_ES);
    expect(await descriptionIn('en-US')).toBe(OUTSIDE_TEXTS.accreditationStandIn);
  });

  it('responds 503, never 500, when a configured outside address does not respond', async () => {
    const other = await createTestApp({
      outside: {
        ...t.config.outside,
        accreditation: 'http://127.0.0.1:9/accreditation',
        chatConfig: 'http://127.0.0.1:9/chat',
      },
    });
    try {
      const badge = await other.app.inject({
        method: 'GET',
        url: API_PATHS.accreditation,
        headers: { host: 'localhost' },
      });
      expect(badge.statusCode).toBe(503);
      expect(ApiError.parse(badge.json()).code).toBe('UNAVAILABLE');
      const token = await sessionToken(other.app, 'alex');
      expect((await authGet(other.app, API_PATHS.chatConfig, token)).statusCode).toBe(503);
    } finally {
      await other.close();
    }
  });

  it('gives a member the chat configuration of the own family, at the local stand-in by default', async () => {
    const token = await sessionToken(t.app, 'alex');
    const response = await authGet(t.app, API_PATHS.chatConfig, token);
    expect(response.statusCode).toBe(200);
    const chat = ChatConfig.parse(response.json());
    // A path: the browser resolves it against the page's own origin, whatever proxy stands in front.
    expect(chat.host).toBe(API_PATHS.chatVendor);
    expect(chat.displayChat).toBe(true);
    expect(chat.mappedGroupId).toBe((await shellOf('alex')).groupId);
  });

  it('names the configured chat vendor as the host once one is set', async () => {
    const vendor = await createTestApp({
      outside: { ...t.config.outside, chatVendor: 'https://chat.example.com' },
    });
    try {
      const token = await sessionToken(vendor.app, 'alex');
      const chat = ChatConfig.parse((await authGet(vendor.app, API_PATHS.chatConfig, token)).json());
      expect(chat.host).toBe('https://chat.example.com');
    } finally {
      await vendor.close();
    }
  });

  it('serves the chat stand-in’s script to anyone, as JavaScript', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.chatScript,
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain('window.chatSettings');
    expect(response.body).toContain("'chat:shutdown'");
  });

  it('refuses the chat configuration without a session token', async () => {
    const temporary = await temporaryToken(t.app, 'alex');
    expect((await authGet(t.app, API_PATHS.chatConfig, temporary)).statusCode).toBe(403);
    const none = await t.app.inject({
      method: 'GET',
      url: API_PATHS.chatConfig,
      headers: { host: 'localhost' },
    });
    expect(none.statusCode).toBe(401);
  });
});

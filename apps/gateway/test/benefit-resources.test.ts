import {
  AccountDetails,
  API_PATHS,
  ApiError,
  Flag,
  HandbookDocumentList,
  MedicareMaterialList,
  PriorAuthorizationList,
  ReferralMetadata,
  ReferralPage,
} from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, sessionToken, type TestDomain } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(username: string, url: string, domainId: TestDomain = 1) {
  const key = `${domainId}:${username}`;
  if (!tokens.has(key)) tokens.set(key, await sessionToken(t.app, username, domainId));
  return authGet(t.app, url, tokens.get(key) ?? '', domainId);
}

async function get(username: string, url: string, domainId: TestDomain = 1) {
  const response = await call(username, url, domainId);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function account(username: string, domainId: TestDomain = 1) {
  return AccountDetails.parse((await get(username, API_PATHS.account, domainId)).json());
}

const referrals = async (username: string, query: string) =>
  ReferralPage.parse((await get(username, `${API_PATHS.referrals}?${query}`)).json());

describe('GET /api/referrals (document 2 §3, §7: paged, filtered)', () => {
  it('pages alex’s 25 family referrals by size, with the page info', async () => {
    const first = await referrals('alex', 'page=0&size=10');
    expect(first).toMatchObject({
      first: true,
      last: false,
      empty: false,
      number: 0,
      numberOfElements: 10,
      size: 10,
      totalElements: 25,
      totalPages: 3,
    });
    const last = await referrals('alex', 'page=2&size=10');
    expect(last).toMatchObject({ first: false, last: true, numberOfElements: 5, number: 2 });
    const past = await referrals('alex', 'page=9&size=10');
    expect(past).toMatchObject({ empty: true, numberOfElements: 0, content: [] });
    const numbers = [...first.content, ...last.content].map((r) => r.referralNumber);
    expect(new Set(numbers).size).toBe(15);
  });

  it('defaults to the first page of 10', async () => {
    expect(await referrals('alex', '')).toMatchObject({ number: 0, size: 10, numberOfElements: 10 });
  });

  it('filters by member, status, provider and excludeExpired', async () => {
    const family = await account('alex');
    const jordan = family.members.find((m) => m.memberSuffix === 1);
    const byMember = await referrals('alex', `size=50&memberKey=${jordan?.memberKey}`);
    expect(byMember.totalElements).toBeGreaterThan(0);
    expect(byMember.content.every((r) => r.memberKey === jordan?.memberKey)).toBe(true);

    const denied = await referrals('alex', 'size=50&statusCode=DENIED');
    expect(denied.totalElements).toBe(5);
    expect(denied.content.every((r) => r.statusCode === 'DENIED')).toBe(true);

    const all = await referrals('alex', 'size=50');
    const provider = all.content[0]?.providerId ?? '';
    const byProvider = await referrals('alex', `size=50&providerId=${provider}`);
    expect(byProvider.content.every((r) => r.providerId === provider)).toBe(true);
    expect(byProvider.totalElements).toBeLessThan(all.totalElements);

    const current = await referrals('alex', 'size=50&excludeExpired=true');
    expect(current.totalElements).toBeGreaterThan(0);
    expect(current.totalElements).toBeLessThan(all.totalElements);
    expect(await referrals('alex', 'size=50&excludeExpired=false')).toMatchObject({ totalElements: 25 });
  });

  it.each([
    'page=-1',
    'page=x',
    'size=0',
    'size=51',
    'size=1.5',
    'excludeExpired=yes',
    'statusCode=%3Cscript%3E',
    `providerId=${'x'.repeat(41)}`,
  ])('refuses %s with 400 and the error envelope', async (query) => {
    const response = await call('alex', `${API_PATHS.referrals}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json()).code).toBeTruthy();
  });

  it('refuses another family’s memberKey with 404, never its referrals', async () => {
    const drew = await account('drew');
    const response = await call('alex', `${API_PATHS.referrals}?memberKey=${drew.memberKey}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(drew.memberKey);
  });

  it('returns an empty first page for a family without referrals', async () => {
    expect(await referrals('riley', '')).toMatchObject({
      empty: true,
      totalElements: 0,
      totalPages: 0,
      last: true,
    });
  });
});

describe('GET /api/referrals/metadata and hasReferrals', () => {
  it('offers the family’s members, statuses and providers as filter choices', async () => {
    const metadata = ReferralMetadata.parse((await get('alex', API_PATHS.referralMetadata)).json());
    expect(metadata.members).toHaveLength(4);
    expect(metadata.statuses.map((s) => s.value)).toEqual(['APPROVED', 'CANCELLED', 'DENIED', 'PENDING']);
    expect(metadata.providers.length).toBeGreaterThan(1);
  });

  it.each([
    ['alex', 1, true],
    ['casey', 1, true],
    ['riley', 1, false],
    ['harper', 1, false],
    ['margaret', 2, false],
  ] as const)('%s → %s', async (username, domainId, expected) => {
    expect(Flag.parse((await get(username, API_PATHS.hasReferrals, domainId)).json())).toBe(expected);
  });

  it('is the menu’s one source: GET shell no longer returns a Referrals fact', async () => {
    const shell = (await get('alex', API_PATHS.shell)).json() as Record<string, unknown>;
    expect(shell).not.toHaveProperty('hasReferrals');
  });
});

describe('GET /api/medicare-materials and eligibility (document 2 §6, §8)', () => {
  it('lists margaret’s materials', async () => {
    const materials = MedicareMaterialList.parse(
      (await get('margaret', API_PATHS.medicareMaterials, 2)).json(),
    );
    expect(materials.map((m) => m.documentType)).toEqual(['EOC', 'ANOC', 'SB', 'FORMULARY', 'DIRECTORY']);
    expect(Flag.parse((await get('margaret', API_PATHS.medicareMaterialsEligibility, 2)).json())).toBe(true);
  });

  it('responds 403 to walter (the screen shows an empty list), though he is eligible', async () => {
    const response = await call('walter', API_PATHS.medicareMaterials, 2);
    expect(response.statusCode).toBe(403);
    expect(ApiError.parse(response.json()).message).toBeTruthy();
    expect(Flag.parse((await get('walter', API_PATHS.medicareMaterialsEligibility, 2)).json())).toBe(true);
  });

  it('responds 403 to a member who is not eligible, and eligibility false', async () => {
    expect((await call('alex', API_PATHS.medicareMaterials)).statusCode).toBe(403);
    expect(Flag.parse((await get('alex', API_PATHS.medicareMaterialsEligibility)).json())).toBe(false);
  });
});

describe('GET /api/handbooks and handbook/ooc', () => {
  it('lists the group’s member handbook with its document', async () => {
    const handbooks = HandbookDocumentList.parse((await get('alex', API_PATHS.handbooks)).json());
    expect(handbooks[0]?.kind).toBe('member_handbook');
    expect(handbooks[0]?.url).toMatch(/^https:\/\//);
  });

  it.each([
    ['devon', ['member_handbook', 'certificate_of_coverage']],
    ['elliot', ['member_handbook', 'certificate_of_coverage']],
    ['alex', ['member_handbook']],
    ['harper', ['member_handbook']],
  ] as const)('%s’s group documents: %j', async (username, kinds) => {
    const handbooks = HandbookDocumentList.parse((await get(username, API_PATHS.handbooks)).json());
    expect(handbooks.map((document) => document.kind)).toEqual(kinds);
  });

  it('gives a direct plan its Certificate of Coverage, with its document, and the menu’s fact', async () => {
    const handbooks = HandbookDocumentList.parse((await get('devon', API_PATHS.handbooks)).json());
    const certificate = handbooks.find((document) => document.kind === 'certificate_of_coverage');
    expect(certificate?.title).toBe('Individual and Family Plans: Certificate of Coverage');
    expect(certificate?.url).toMatch(/^https:\/\/documents\.example\.com\/certificates\//);
    const shell = (await get('devon', API_PATHS.shell)).json() as Record<string, unknown>;
    expect(shell.hasCertificateOfCoverage).toBe(true);
    const alexShell = (await get('alex', API_PATHS.shell)).json() as Record<string, unknown>;
    expect(alexShell.hasCertificateOfCoverage).toBe(false);
  });

  it.each([
    ['GET /api/programs', API_PATHS.programs],
    ['GET /api/programs/sitecore', API_PATHS.programDetails],
    ['GET /api/handbooks', API_PATHS.handbooks],
  ])(
    '%s responds 404 on the partner brand, which has no Programs or Handbooks (document 2 §1)',
    async (_name, url) => {
      const response = await call('parker', url, 5);
      expect(response.statusCode).toBe(404);
      expect(ApiError.parse(response.json()).message).toBe(
        'Programs and member handbooks are not offered on this site.',
      );
    },
  );

  it('returns the Outline of Coverage as text', async () => {
    const response = await get('alex', API_PATHS.outlineOfCoverage);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^This outline of coverage summarizes/);
  });
});

describe('GET /api/prior-authorizations', () => {
  it('lists alex’s family’s prior authorizations, newest request first', async () => {
    const list = PriorAuthorizationList.parse((await get('alex', API_PATHS.priorAuthorizations)).json());
    expect(list.map((p) => p.status)).toEqual(['PENDING', 'APPROVED', 'DENIED', 'APPROVED']);
    expect(list[0]?.decisionDate).toBeNull();
    expect(list[1]?.startDate).not.toBeNull();
    // jordan (adult dependent) reads the family's list by design (docs/security.md).
    expect(
      PriorAuthorizationList.parse((await get('jordan', API_PATHS.priorAuthorizations)).json()),
    ).toHaveLength(4);
  });

  it('returns an empty list to another family', async () => {
    expect(PriorAuthorizationList.parse((await get('riley', API_PATHS.priorAuthorizations)).json())).toEqual(
      [],
    );
  });
});

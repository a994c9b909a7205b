import { PERSONA_PASSWORD } from '@dash/domain/personas';
import type { CallKind } from '../load-figure';
import type { LoadRequest } from './load';

export const BENCH_USERNAME = 'alex';
export const BRAND_HOST = 'localhost';

export interface SignedIn {
  readonly token: string;
  readonly memberKey: string;
  /** One of the member's own claims (its detail is a single-entity read, issue 41 §2); none if they have none. */
  readonly claimNumber?: string;
}

/**
 * The member key and one of the member's own claims, read as the web reads them: the account, then the
 * claims' first page (a subscriber's holds the family's, so the member's own suffix picks theirs).
 */
export async function memberFacts(base: string, token: string): Promise<SignedIn> {
  const headers = { host: BRAND_HOST, authorization: `Bearer ${token}` };
  const account = await fetch(`${base}/api/account`, { headers });
  if (!account.ok) throw new Error(`GET /api/account ${account.status}`);
  const { memberKey, members } = (await account.json()) as {
    memberKey: string;
    members: { memberKey: string; memberSuffix: number }[];
  };
  const memberSuffix = members.find((m) => m.memberKey === memberKey)?.memberSuffix ?? 0;
  const claims = await fetch(`${base}/api/claims?suffix=${memberSuffix}&size=1`, { headers });
  if (!claims.ok) throw new Error(`GET /api/claims ${claims.status}`);
  const claimNumber = ((await claims.json()) as { content: { claimNumber: string }[] }).content[0]
    ?.claimNumber;
  return { token, memberKey, ...(claimNumber ? { claimNumber } : {}) };
}

async function postJson(base: string, url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      host: BRAND_HOST,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The JSON body of POST /api/token for the bench member. */
export const SIGN_IN_BODY = JSON.stringify({
  username: BENCH_USERNAME,
  password: PERSONA_PASSWORD,
  domainId: 1,
});

/** Signs the bench member in to a session token, as the web does (token, then session). */
export async function signIn(base: string): Promise<SignedIn> {
  const temporary = (await (await postJson(base, '/api/token', JSON.parse(SIGN_IN_BODY))).json()) as {
    token: string;
  };
  const session = (await (await postJson(base, '/api/session', undefined, temporary.token)).json()) as {
    token: string;
  };
  return memberFacts(base, session.token);
}

/** The name of the claim detail's call: one of the member's own claims. */
export const CLAIM_DETAIL = 'GET /api/claims/{claimNumber}';

export interface MemberCall extends LoadRequest {
  readonly name: string;
  readonly kind: CallKind;
}

/** The reads of issue 16, each with a valid session token, and a claim's detail where the member has a claim. */
export function memberCalls(member: SignedIn): MemberCall[] {
  const headers = { host: BRAND_HOST, authorization: `Bearer ${member.token}` };
  const json = { ...headers, 'content-type': 'application/json' };
  return [
    { name: 'GET /api/account', kind: 'single-entity read', path: '/api/account', headers },
    { name: 'GET /api/home', kind: 'home', path: '/api/home', headers },
    { name: 'GET /api/shell', kind: 'home', path: '/api/shell', headers },
    {
      name: 'GET /api/benefits/dental',
      kind: 'single-entity read',
      path: '/api/benefits/dental?suffix=0',
      headers,
    },
    {
      name: 'GET /api/eligibility/family',
      kind: 'single-entity read',
      path: '/api/eligibility/family',
      headers,
    },
    { name: 'GET /api/claims (first page)', kind: 'list', path: '/api/claims', headers },
    ...(member.claimNumber
      ? [
          {
            name: CLAIM_DETAIL,
            kind: 'single-entity read' as const,
            path: `/api/claims/${encodeURIComponent(member.claimNumber)}`,
            headers,
          },
        ]
      : []),
    {
      name: 'POST /api/pcp/search',
      kind: 'list',
      method: 'POST',
      path: '/api/pcp/search',
      headers: json,
      body: JSON.stringify({ members: [member.memberKey], radius: 10, zip: '97204', searchString: '' }),
    },
  ];
}

/** The sign-in call: argon2id-bound by design. */
export const signInCall: MemberCall = {
  name: 'POST /api/token (sign-ins)',
  kind: 'sign-in',
  method: 'POST',
  path: '/api/token',
  headers: { host: BRAND_HOST, 'content-type': 'application/json' },
  body: SIGN_IN_BODY,
};

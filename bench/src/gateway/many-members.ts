import type { Request } from 'autocannon';
import type { CallKind, LoadFigure } from '../load-figure';
import { load } from './load';
import { BRAND_HOST, type MemberCall, memberCalls, memberFacts, type SignedIn } from './member-calls';

/** Synthetic members the many-members figures spread their requests over (issue 41 §1: at least 1,000). */
export const MANY_MEMBERS = 1_000;

/** A synthetic member's username, as `npm run seed -- --members N` makes it (synthetic-plan.ts). */
export const syntheticUsername = (index: number) =>
  `synthetic${String(index).padStart(Math.max(6, String(index).length), '0')}`;

/**
 * The next item each time it is called, in turn, from the first again after the last: every connection
 * takes the next member, so consecutive requests of the load meet different members.
 */
export function roundRobin<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('roundRobin needs at least one item');
  let next = 0;
  return () => {
    const item = items[next] as T;
    next = (next + 1) % items.length;
    return item;
  };
}

/** Runs `work` over `items` with at most `concurrency` at a time, results in the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
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

/**
 * Signs `count` synthetic members in through the gateway's own routes (POST /api/token, then POST
 * /api/session, as the web does), a few at a time: each gets its own session. The sessions live in the
 * database, so a second gateway on the same database and data directory accepts them too.
 */
export async function signInMembers(
  base: string,
  count: number,
  password: string,
  concurrency = 8,
): Promise<SignedIn[]> {
  const indexes = Array.from({ length: count }, (_, i) => i + 1);
  return mapLimited(indexes, concurrency, async (index) => {
    const username = syntheticUsername(index);
    const temporary = await postJson(base, '/api/token', { username, password, domainId: 1 });
    if (!temporary.ok) throw new Error(`${username}: POST /api/token ${temporary.status}`);
    const { token } = (await temporary.json()) as { token: string };
    const session = await postJson(base, '/api/session', undefined, token);
    if (!session.ok) throw new Error(`${username}: POST /api/session ${session.status}`);
    const sessionToken = ((await session.json()) as { token: string }).token;
    return memberFacts(base, sessionToken).catch((error: Error) => {
      throw new Error(`${username}: ${error.message}`);
    });
  });
}

/**
 * One member call as autocannon's request for each member in turn (its headers and body are the
 * member's); a member without the call (a claim's detail for one with no claim) is passed over.
 */
export function roundRobinRequest(members: readonly SignedIn[], name: string) {
  const calls = members.flatMap((member) => memberCalls(member).filter((c) => c.name === name));
  if (calls.length === 0) throw new Error(`no member has a call named ${name}`);
  const next = roundRobin(calls);
  const first = calls[0] as MemberCall;
  return {
    method: first.method ?? 'GET',
    path: first.path,
    // Called for every request autocannon sends, on every connection: the next member's call.
    setupRequest: (request: Request): Request => {
      const call = next();
      return {
        ...request,
        method: call.method ?? 'GET',
        path: call.path,
        headers: call.headers,
        ...(call.body ? { body: call.body } : {}),
      };
    },
  };
}

/**
 * Every read of memberCalls (or those named in `only`, when it names any), each spread round-robin over
 * the members: the figures by name.
 */
export async function measureManyMembers(
  base: string,
  members: readonly SignedIn[],
  options: { readonly connections: number; readonly seconds: number; readonly only?: readonly string[] },
  log: (text: string) => void,
): Promise<Map<string, LoadFigure & { kind: CallKind }>> {
  const figures = new Map<string, LoadFigure & { kind: CallKind }>();
  // Every call any member has, in memberCalls' order (a claim's detail needs a member with a claim).
  const calls = new Map(members.flatMap((member) => memberCalls(member).map((c) => [c.name, c] as const)));
  const only = new Set(options.only ?? []);
  for (const call of calls.values()) {
    if (only.size > 0 && !only.has(call.name)) continue;
    log(`${call.name} over ${members.length} members`);
    const figure = await load(base, {
      connections: options.connections,
      seconds: options.seconds,
      strict: true,
      requests: [roundRobinRequest(members, call.name)],
    });
    figures.set(call.name, { ...figure, kind: call.kind });
  }
  return figures;
}

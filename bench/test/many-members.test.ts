import { describe, expect, it } from 'vitest';
import { judgeFirstRead, judgeMixedReads, judgeSignIns } from '../src/first-read-goals';
import { mapLimited, roundRobin, roundRobinRequest, syntheticUsername } from '../src/gateway/many-members';
import { CLAIM_DETAIL, memberCalls } from '../src/gateway/member-calls';
import { percentile } from '../src/gateway/page-data';
import type { LoadFigure } from '../src/report';

const figure = (rps: number, p99: number): LoadFigure => ({
  rps,
  p50: p99 / 2,
  p99,
  requests: rps,
  non2xx: 0,
  errors: 0,
});

describe('roundRobin', () => {
  it('gives each item in turn, then the first again', () => {
    const next = roundRobin(['a', 'b', 'c']);
    expect(Array.from({ length: 7 }, next)).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a']);
  });
  it('refuses no items', () => {
    expect(() => roundRobin([])).toThrow();
  });
});

describe('roundRobinRequest', () => {
  it("sends each request with the next member's token and body", () => {
    const members = [1, 2, 3].map((n) => ({ token: `t${n}`, memberKey: `m${n}` }));
    const request = roundRobinRequest(members, 'POST /api/pcp/search');
    const sent = Array.from({ length: 4 }, () => request.setupRequest({ method: 'GET', path: '/' }));
    expect(sent.map((r) => (r.headers as Record<string, string>).authorization)).toEqual([
      'Bearer t1',
      'Bearer t2',
      'Bearer t3',
      'Bearer t1',
    ]);
    expect(sent.map((r) => JSON.parse(r.body as string).members[0])).toEqual(['m1', 'm2', 'm3', 'm1']);
    expect(sent.every((r) => r.method === 'POST' && r.path === '/api/pcp/search')).toBe(true);
  });
});

describe("a claim's detail over many members", () => {
  it('asks each member for one of their own claims, passing over a member without one', () => {
    const members = [
      { token: 't1', memberKey: 'm1', claimNumber: 'SYN-C0000001-1' },
      { token: 't2', memberKey: 'm2' },
      { token: 't3', memberKey: 'm3', claimNumber: 'A B/3' },
    ];
    const request = roundRobinRequest(members, CLAIM_DETAIL);
    const sent = Array.from({ length: 3 }, () => request.setupRequest({ method: 'POST', path: '/' }));
    expect(sent.map((r) => [r.method, r.path, (r.headers as Record<string, string>).authorization])).toEqual([
      ['GET', '/api/claims/SYN-C0000001-1', 'Bearer t1'],
      ['GET', '/api/claims/A%20B%2F3', 'Bearer t3'],
      ['GET', '/api/claims/SYN-C0000001-1', 'Bearer t1'],
    ]);
  });
  it('is a single-entity read, named only for a member with a claim', () => {
    const names = (member: { token: string; memberKey: string; claimNumber?: string }) =>
      memberCalls(member).filter((c) => c.name === CLAIM_DETAIL);
    expect(names({ token: 't', memberKey: 'm', claimNumber: 'C' }).map((c) => c.kind)).toEqual([
      'single-entity read',
    ]);
    expect(names({ token: 't', memberKey: 'm' })).toEqual([]);
  });
  it('refuses a call no member has', () => {
    expect(() => roundRobinRequest([{ token: 't', memberKey: 'm' }], CLAIM_DETAIL)).toThrow();
  });
});

describe('syntheticUsername', () => {
  it.each([
    [1, 'synthetic000001'],
    [1000, 'synthetic001000'],
    [1_000_000, 'synthetic1000000'],
  ])('%i is %s', (index, name) => expect(syntheticUsername(index)).toBe(name));
});

describe('mapLimited', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 1));
      running--;
      return n * 10;
    });
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
  });
});

describe('percentile', () => {
  it.each([
    [[], 0.99, 0],
    [[5], 0.99, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.99, 10],
  ])('%j at %d is %d', (values, q, expected) => expect(percentile(values, q)).toBe(expected));
});

describe('judgeFirstRead', () => {
  it.each([
    ['single-entity read', 500, 20, true],
    ['single-entity read', 499, 20, false],
    ['single-entity read', 900, 21, false],
    ['home', 350, 12, true],
    ['home', 349, 12, false],
    ['list', 10, 20, true],
    ['list', 10_000, 21, false],
  ] as const)('%s at %i req/s, p99 %i ms against 1,000: met %s', (kind, rps, p99, met) => {
    expect(judgeFirstRead(kind, figure(rps, p99), 1000).met).toBe(met);
  });
  it('prints the goal it judges', () => {
    expect(judgeFirstRead('home', figure(1, 1), 1).goal).toBe('≥ 0.35× DB, p99 ≤ 20 ms');
  });
});

describe('judgeSignIns', () => {
  it.each([
    [180, 500, 200, 400, true],
    [179, 500, 200, 400, false],
    [200, 501, 200, 400, false],
  ])('%i/s p99 %i against the floor %i/s p99 %i: met %s', (rps, p99, floorRps, floorP99, met) => {
    const judged = judgeSignIns(figure(rps, p99), figure(floorRps, floorP99));
    expect(judged.met).toBe(met);
    expect(judged.ofFloor).toBeCloseTo(rps / floorRps);
  });
});

describe('judgeMixedReads', () => {
  it.each([
    [20, 10, true],
    [21, 10, false],
    [1, 0, true],
  ])('reads p99 %i beside reads-only %i: met %s', (mixed, alone, met) => {
    expect(judgeMixedReads(mixed, alone).met).toBe(met);
  });
});

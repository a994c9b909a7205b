import { describe, expect, it } from 'vitest';
import { alternateRounds, roundOrder, type ScaleRound, scaleRows } from '../src/gateway/scale-rounds';
import type { LoadFigure } from '../src/report';

const figure = (p99: number, rps = 1000): LoadFigure => ({
  rps,
  p50: p99 / 2,
  p99,
  requests: rps * 10,
  non2xx: 0,
  errors: 0,
});
const round = (size: ScaleRound['size'], figures: Record<string, LoadFigure>): ScaleRound => ({
  size,
  figures: new Map(Object.entries(figures)),
});

describe('roundOrder', () => {
  it.each([
    [1, ['small', 'large']],
    [3, ['small', 'large', 'small', 'large', 'small', 'large']],
  ])('%i rounds of each go in turn', (rounds, order) => {
    expect(roundOrder(rounds)).toEqual(order);
  });
});

describe('alternateRounds', () => {
  it('measures the sizes in turn and numbers each size’s rounds', async () => {
    const calls: string[] = [];
    const rounds = await alternateRounds(2, async (size, n) => {
      calls.push(`${size} ${n}`);
      return new Map([['account', figure(n)]]);
    });
    expect(calls).toEqual(['small 1', 'large 1', 'small 2', 'large 2']);
    expect(rounds.map((r) => r.size)).toEqual(['small', 'large', 'small', 'large']);
  });
});

describe('scaleRows', () => {
  it.each([
    {
      what: 'one round each: the ratio of the two p99s',
      rounds: [round('small', { account: figure(20, 900) }), round('large', { account: figure(25, 800) })],
      row: { p99Small: 20, p99Large: 25, ratio: 1.25, rpsSmall: 900, rpsLarge: 800 },
    },
    {
      // A minute when the machine was busy lands on one round of one size; the median leaves it out.
      what: 'three rounds each: the medians, an outlier round at either size left out',
      rounds: [
        round('small', { account: figure(20) }),
        round('large', { account: figure(22) }),
        round('small', { account: figure(41) }),
        round('large', { account: figure(21) }),
        round('small', { account: figure(19) }),
        round('large', { account: figure(60) }),
      ],
      row: { p99Small: 20, p99Large: 22, ratio: 1.1, p99sSmall: [20, 41, 19], p99sLarge: [22, 21, 60] },
    },
    {
      what: 'a p99 under 1 ms at the small size is counted as 1 ms',
      rounds: [round('small', { account: figure(0) }), round('large', { account: figure(2) })],
      row: { p99Small: 0, p99Large: 2, ratio: 2 },
    },
  ])('$what', ({ rounds, row }) => {
    expect(scaleRows(rounds)).toEqual([expect.objectContaining({ name: 'account', ...row })]);
  });

  it('gives no row for a call measured at only one size', () => {
    const rows = scaleRows([
      round('small', { account: figure(20), home: figure(30) }),
      round('large', { account: figure(20) }),
    ]);
    expect(rows.map((row) => row.name)).toEqual(['account']);
  });
});

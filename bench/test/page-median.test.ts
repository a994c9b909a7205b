import { describe, expect, it } from 'vitest';
import { median, medianOfRuns } from '../src/page-median';
import type { PageSpeed } from '../src/page-speed-figure';

const figure = (page: string, values: Partial<PageSpeed>): PageSpeed => ({
  page,
  preset: 'mobile',
  score: 90,
  fcpMs: 600,
  lcpMs: 700,
  tbtMs: 100,
  cls: 0,
  speedIndexMs: 800,
  totalBytes: 1000,
  scriptBytes: 900,
  warnings: [],
  shifts: [],
  wallBlockingMs: 200,
  cpuBlockingMs: 20,
  runs: 1,
  scoreRange: null,
  lcpRangeMs: null,
  tbtRangeMs: null,
  lcpElement: null,
  problem: null,
  ...values,
});

describe('median', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[3, 1, 2], 2],
    [[691, 45, 322, 466], 394],
    [[10, 10, 40], 10],
  ])('of %j is %j', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('medianOfRuns', () => {
  const runs = [
    [figure('/login', { score: 100, tbtMs: 20 }), figure('/home', { score: 88, tbtMs: 466, lcpMs: 780 })],
    [
      figure('/login', { score: 99, tbtMs: 60 }),
      figure('/home', { score: 97, tbtMs: 98, lcpMs: 690, warnings: ['slow'] }),
    ],
    [
      figure('/login', { score: 100, tbtMs: 11 }),
      figure('/home', { score: 93, tbtMs: 235, lcpMs: 700, shifts: [{ node: 'main', score: 0.01 }] }),
    ],
  ];

  it('takes each metric on its own, keeps the pages in order and says how far the runs spread', () => {
    const [login, home] = medianOfRuns(runs);
    expect(login).toMatchObject({ page: '/login', score: 100, tbtMs: 20, runs: 3 });
    expect(login?.tbtRangeMs).toEqual([11, 60]);
    expect(home).toMatchObject({ page: '/home', score: 93, tbtMs: 235, lcpMs: 700, runs: 3 });
    expect(home?.scoreRange).toEqual([88, 97]);
    expect(home?.tbtRangeMs).toEqual([98, 466]);
  });

  it('keeps the lowest and highest LCP beside its median', () => {
    const [login, home] = medianOfRuns(runs);
    expect(home).toMatchObject({ lcpMs: 700, lcpRangeMs: [690, 780] });
    expect(login).toMatchObject({ lcpMs: 700, lcpRangeMs: [700, 700] });
    // A run without an LCP leaves the others' range; no run with one leaves none.
    const [partly] = medianOfRuns([
      [figure('/claims', { lcpMs: null })],
      [figure('/claims', { lcpMs: 1620 })],
      [figure('/claims', { lcpMs: 1380 })],
    ]);
    expect(partly).toMatchObject({ lcpMs: 1500, lcpRangeMs: [1380, 1620] });
    const [never] = medianOfRuns([
      [figure('/claims', { lcpMs: null })],
      [figure('/claims', { lcpMs: null })],
    ]);
    expect(never).toMatchObject({ lcpMs: null, lcpRangeMs: null });
  });

  it('keeps every warning and the largest shift any run saw', () => {
    const [, home] = medianOfRuns(runs);
    expect(home?.warnings).toEqual(['slow']);
    expect(home?.shifts).toEqual([{ node: 'main', score: 0.01 }]);
  });

  it('skips a metric a run could not measure, and rounds the score', () => {
    const [page] = medianOfRuns([
      [figure('/claims', { score: 91, lcpMs: null })],
      [figure('/claims', { score: 94, lcpMs: 900 })],
    ]);
    expect(page).toMatchObject({ score: 93, lcpMs: 900, runs: 2 });
  });

  it('keeps the presets apart', () => {
    const figures = medianOfRuns([
      [figure('/login', { tbtMs: 10 }), figure('/login', { preset: 'desktop', tbtMs: 0 })],
    ]);
    expect(figures.map((f) => [f.preset, f.tbtMs])).toEqual([
      ['mobile', 10],
      ['desktop', 0],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { PAGE_GOALS } from '../src/page-goals';
import { medianOfRuns } from '../src/page-median';
import type { PageSpeed } from '../src/page-speed-figure';
import { pagesMarkdown, toPageSection } from '../src/pages-report';

const run = (lcpMs: number, tbtMs: number): PageSpeed => ({
  page: '/home',
  preset: 'mobile',
  score: 96,
  fcpMs: 600,
  lcpMs,
  tbtMs,
  cls: 0,
  speedIndexMs: 800,
  totalBytes: 102_400,
  scriptBytes: 51_200,
  warnings: [],
  shifts: [],
  wallBlockingMs: 100,
  cpuBlockingMs: 20,
  runs: 1,
  scoreRange: null,
  lcpRangeMs: null,
  tbtRangeMs: null,
  lcpElement: null,
  problem: null,
});

describe('the pages report keeps the LCP range beside its median', () => {
  const [home] = medianOfRuns([[run(1420, 40)], [run(1380.4, 60)], [run(1651.6, 50)]]);
  if (!home) throw new Error('no page');

  it('words it in the Pages section: the median, then the lowest and highest', () => {
    const markdown = pagesMarkdown({ budgets: null, pageSpeed: [home], goals: PAGE_GOALS });
    expect(markdown).toContain('| LCP (range) |');
    expect(markdown).toContain('| /home | mobile | 96 | 1420 ms (1380–1652) | 50 ms (40–60) |');
  });

  it('keeps it in the figures the bench report saves as JSON', () => {
    const section = toPageSection([home], null);
    expect(section.pages[0]?.lcpRangeMs).toEqual([1380.4, 1651.6]);
    expect(JSON.parse(JSON.stringify(section)).pages[0].lcpRangeMs).toEqual([1380.4, 1651.6]);
  });

  it('shows no range where every run agreed or none was measured', () => {
    const [same] = medianOfRuns([[run(900, 10)], [run(900, 10)]]);
    if (!same) throw new Error('no page');
    expect(pagesMarkdown({ budgets: null, pageSpeed: [same], goals: PAGE_GOALS })).toContain(
      '| 900 ms | 10 ms |',
    );
  });
});

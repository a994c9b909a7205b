import { describe, expect, it } from 'vitest';
import { type BesideFigure, besideMarkdown } from '../src/beside-report';

const page = (name: string, values: Partial<BesideFigure> = {}): BesideFigure => ({
  page: name,
  preset: 'mobile',
  score: 100,
  lcpMs: 800,
  tbtMs: 20,
  cls: 0,
  runs: 1,
  lcpElement: '<h1>',
  problem: null,
  ...values,
});

describe('besideMarkdown', () => {
  const markdown = besideMarkdown([page('/login'), page('/home', { lcpMs: 2100, score: 88, runs: 3 })], {
    newBuild: 'this checkout (abc1234), FRAMEWORK_PAGES=true',
    oldBuild: '8573e93 (8573e93), default settings',
    pages: [
      page('/login', { cls: 0.05 }),
      page('/home'),
      page('/eobs', { problem: 'ended on /login', score: null, lcpMs: null, tbtMs: null, cls: null }),
    ],
  });

  it('puts each page on one row with both builds and judges the goals per build', () => {
    expect(markdown).toContain(
      '| /login | 100 | 800 | 0.000 | 20 | 1 | met | 100 | 800 | 0.050 | 20 | 1 | **missed**: CLS > 0.02 |',
    );
    expect(markdown).toContain(
      '| /home | 88 | 2100 | 0.000 | 20 | 3 | **missed**: score < 95, LCP > 1500 ms | 100 | 800 |',
    );
  });

  it('keeps a page only one build measured, and says why a page has no figures', () => {
    expect(markdown).toContain(
      '| /eobs | – | – | – | – | – | not measured | – | – | – | – | 1 | **missed**: not measured: ended on /login |',
    );
  });

  it('counts the pages that meet the goals on each build and names the LCP element of a miss', () => {
    expect(markdown).toContain('Goals met on 1 of 2 pages (new) and 1 of 3 (old).');
    expect(markdown).toContain('- /home (new): `<h1>`');
  });
});

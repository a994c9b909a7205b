import { describe, expect, it } from 'vitest';
import {
  BRAND_TOKENS,
  CONTRAST_PAIRS,
  getColor,
  getContrastRatio,
  MINIMUM_CONTRAST,
} from '../src/brands/design-tokens';
import { DOMAIN_IDS } from '../src/brands/domain-ids';

describe('contrast ratio (WCAG 2.1 definition)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48], // the classic "just fails" grey
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(getContrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(getContrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  it('refuses a colour it cannot read, rather than passing it', () => {
    expect(() => getContrastRatio('red', '#ffffff')).toThrow();
  });
});

const rows = DOMAIN_IDS.flatMap((domainId) =>
  CONTRAST_PAIRS.map((pair) => ({ domainId, ...pair, tokens: BRAND_TOKENS[domainId] })),
);

describe('every brand meets WCAG AA on every surface its colours are drawn on', () => {
  it.each(rows)(
    'brand $domainId: $foreground on $background ($kind, $where)',
    ({ tokens, foreground, background, kind }) => {
      const ratio = getContrastRatio(getColor(tokens, foreground), getColor(tokens, background));
      expect(ratio).toBeGreaterThanOrEqual(MINIMUM_CONTRAST[kind]);
    },
  );
});

describe('brand tokens', () => {
  it('cover every brand, each with its own primary colour', () => {
    const primaries = DOMAIN_IDS.map((id) => BRAND_TOKENS[id].colors.primary);
    expect(new Set(primaries).size).toBe(DOMAIN_IDS.length);
  });
});

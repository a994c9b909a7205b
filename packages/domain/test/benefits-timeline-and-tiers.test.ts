import { describe, expect, it } from 'vitest';
import { getBenefitsTimelineText } from '../src/benefits/benefits-timeline';
import { getDefaultTier, getTierLabel } from '../src/benefits/tier-labels';

describe('benefits timeline text (document 2 §4)', () => {
  it.each([
    ['only a start', '2021-01-01', null, 'Active since 01/01/2021'],
    ['an end in 9999 (open-ended)', '2021-01-01', '9999-12-31', 'Active since 01/01/2021'],
    ['an end in 2101', '2021-01-01', '2101-01-01', 'Active since 01/01/2021'],
    ['an end in 2100 is a real end', '2021-01-01', '2100-12-31', '01/01/2021 - 12/31/2100'],
    ['only an end', null, '2026-12-31', 'Ending 12/31/2026'],
    ['start and end', '2024-01-01', '2026-03-22', '01/01/2024 - 03/22/2026'],
    ['neither', null, null, ''],
  ])('%s → %s', (_name, start, end, text) => {
    expect(getBenefitsTimelineText(start, end)).toBe(text);
  });
});

const tier = (tierId: string, name = tierId) => ({ tierId, name });

describe('tier labels and the default tier (document 2 §4)', () => {
  it.each([
    ['tab1', 'In network'],
    ['innet', 'In network'],
    ['INNET', 'In network'],
    ['tab2', 'Out-of-network'],
    ['outnet', 'Out-of-network'],
    ['tab3', 'tab3'],
  ])('%s → %s', (tierId, label) => {
    expect(getTierLabel(tier(tierId))).toBe(label);
  });

  it('names any other tier by its own name', () => {
    expect(getTierLabel(tier('tier-9', 'Premier dentists'))).toBe('Premier dentists');
  });

  it.each([
    ['in network second', [tier('tab2'), tier('tab1')], 'tab1'],
    ['innet among others', [tier('outnet'), tier('x'), tier('innet')], 'innet'],
    ['no in-network tier: the first', [tier('outnet'), tier('x')], 'outnet'],
    ['no tiers', [], null],
  ])('default tier, %s', (_name, tiers, expected) => {
    expect(getDefaultTier(tiers)?.tierId ?? null).toBe(expected);
  });
});

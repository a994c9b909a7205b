import { describe, expect, it } from 'vitest';
import { getBenefitsTimeline, getBenefitsTimelineText } from '../src/benefits/benefits-timeline';
import { getDefaultTier, getTierNetwork } from '../src/benefits/tier-labels';

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

  it.each([
    ['only a start', '2021-01-01', null, { kind: 'activeSince', date: '2021-01-01' }],
    ['an open end', '2021-01-01', '9999-12-31', { kind: 'activeSince', date: '2021-01-01' }],
    ['only an end', null, '2026-12-31', { kind: 'ending', date: '2026-12-31' }],
    ['start and end', '2024-01-01', '2026-03-22', { kind: 'range', start: '2024-01-01', end: '2026-03-22' }],
    ['neither', null, null, null],
  ])('the kind for %s', (_name, start, end, timeline) => {
    expect(getBenefitsTimeline(start, end)).toEqual(timeline);
  });
});

const tier = (tierId: string, name = tierId) => ({ tierId, name });

describe('tier networks and the default tier (document 2 §4)', () => {
  it.each([
    ['tab1', 'inNetwork'],
    ['innet', 'inNetwork'],
    ['INNET', 'inNetwork'],
    ['tab2', 'outOfNetwork'],
    ['outnet', 'outOfNetwork'],
    ['tab3', null],
  ])('%s → %s', (tierId, network) => {
    expect(getTierNetwork(tier(tierId))).toBe(network);
  });

  it('knows no network for any other tier, which keeps its own name', () => {
    expect(getTierNetwork(tier('tier-9', 'Premier dentists'))).toBeNull();
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

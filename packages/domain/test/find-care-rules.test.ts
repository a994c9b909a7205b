import { describe, expect, it } from 'vitest';
import {
  canSelectPcpFor,
  FIND_CARE_LINKS,
  getMembersToSelect,
  getPageCount,
  hasCurrentPcp,
  PCP_SEARCH_MESSAGES,
  PCP_SEARCH_RADII,
  PcpSearchFields,
  parsePcpEffectiveDate,
  toPcpEffectiveDate,
} from '../src/index';

describe('pcp/select effective date (document 2 §5: read day/month/year, write month/day/year)', () => {
  it.each([
    ['2026-11-25', '11/25/2026'],
    ['2026-01-02', '01/02/2026'],
    ['2028-02-29', '02/29/2028'],
    ['2026-12-31', '12/31/2026'],
    ['2027-02-29', null],
    ['2026-13-01', null],
    ['25/11/2026', null],
    ['', null],
  ])('%s is sent as %s', (iso, expected) => {
    expect(toPcpEffectiveDate(iso)).toBe(expected);
  });

  it.each([
    ['11/25/2026', '2026-11-25'],
    ['02/29/2028', '2028-02-29'],
    ['02/29/2027', null],
    ['25/11/2026', null],
    ['1/2/2026', null],
    ['2026-11-25', null],
    ['00/10/2026', null],
  ])('the gateway reads %s as %s', (value, expected) => {
    expect(parsePcpEffectiveDate(value)).toBe(expected);
  });

  it('round-trips', () => {
    expect(parsePcpEffectiveDate(toPcpEffectiveDate('2026-03-04') ?? '')).toBe('2026-03-04');
  });
});

describe('pcp search form rules', () => {
  const valid = { zip: '97204', radius: 10, searchString: '' };
  it.each([
    [{ ...valid }, null],
    [{ ...valid, zip: ' 97204 ' }, null],
    [{ ...valid, searchString: 'Spanish' }, null],
    [{ ...valid, radius: '25' }, null],
    [{ ...valid, zip: '9720' }, PCP_SEARCH_MESSAGES.zip],
    [{ ...valid, zip: '972041' }, PCP_SEARCH_MESSAGES.zip],
    [{ ...valid, zip: 'abcde' }, PCP_SEARCH_MESSAGES.zip],
    [{ ...valid, radius: 7 }, PCP_SEARCH_MESSAGES.radius],
    [{ ...valid, radius: 'far' }, PCP_SEARCH_MESSAGES.radius],
    [{ ...valid, searchString: 'a' }, PCP_SEARCH_MESSAGES.searchTextShort],
    [{ ...valid, searchString: 'x'.repeat(51) }, PCP_SEARCH_MESSAGES.searchTextLong],
  ])('%j → %s', (input, message) => {
    const result = PcpSearchFields.safeParse(input);
    if (message === null) expect(result.success).toBe(true);
    else expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('offers a fixed list of radii', () => {
    expect(PCP_SEARCH_RADII).toEqual([5, 10, 25, 50, 100]);
  });

  it.each([
    [0, 5, 0],
    [1, 5, 1],
    [5, 5, 1],
    [6, 5, 2],
    [11, 5, 3],
  ])('%i results of %i a page make %i pages', (total, size, pages) => {
    expect(getPageCount(total, size)).toBe(pages);
  });
});

describe('who may choose a primary care provider (docs/security.md)', () => {
  it.each([
    [{ memberKey: 'A', memberSuffix: 0 }, 'A', true],
    [{ memberKey: 'A', memberSuffix: 0 }, 'C', true],
    [{ memberKey: 'C', memberSuffix: 2 }, 'C', true],
    [{ memberKey: 'C', memberSuffix: 2 }, 'A', false],
    [{ memberKey: 'J', memberSuffix: 1 }, 'C', false],
  ])('%j for %s: %s', (actor, target, allowed) => {
    expect(canSelectPcpFor(actor, target)).toBe(allowed);
  });
});

describe('find-care links per brand', () => {
  it('uses example.com hosts, and the partner brand has only the dentist directory', () => {
    for (const links of Object.values(FIND_CARE_LINKS)) {
      for (const link of [...links.resources, links.dentist]) {
        expect(link.url).toMatch(/^https:\/\/([a-z-]+\.)*example\.com\//);
      }
    }
    expect(FIND_CARE_LINKS[5].resources).toEqual([]);
  });
});

describe('the select tile (document 2 §6: eligible members without a selection)', () => {
  const today = '2026-11-25';
  const histories: Record<string, { pcpSelected: boolean; endDate: string | null }[]> = {
    A: [{ pcpSelected: true, endDate: null }],
    J: [{ pcpSelected: true, endDate: '2026-11-24' }],
    C: [],
    R: [{ pcpSelected: false, endDate: '2026-05-01' }],
    X: [],
  };
  const members = ['A', 'J', 'C', 'R', 'X'].map((memberKey) => ({ memberKey }));
  const run = (actor: { memberKey: string; memberSuffix: number }) =>
    getMembersToSelect({
      actor,
      members,
      eligibleKeys: ['A', 'J', 'C', 'R'],
      historyOf: (key) => histories[key] ?? [],
      today,
    }).map((m) => m.memberKey);

  it('lists eligible members without a current selection for the subscriber', () => {
    expect(run({ memberKey: 'A', memberSuffix: 0 })).toEqual(['J', 'C', 'R']);
  });

  it('lists only themself for a dependent', () => {
    expect(run({ memberKey: 'C', memberSuffix: 2 })).toEqual(['C']);
    expect(run({ memberKey: 'X', memberSuffix: 4 })).toEqual([]);
  });

  it.each([
    [[{ pcpSelected: true, endDate: null }], true],
    [[{ pcpSelected: true, endDate: today }], true],
    [[{ pcpSelected: true, endDate: '2026-11-24' }], false],
    [[{ pcpSelected: false, endDate: null }], false],
  ])('hasCurrentPcp(%j) is %s', (history, expected) => {
    expect(hasCurrentPcp(history, today)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { CONTACT_BLOCKS, getContactBlocks } from '../src/brands/contact-blocks';
import { getContactHours, HOURS_TEXTS } from '../src/contact/contact-hours';

/** Noon Pacific time on a calendar day, so the Pacific date is the one written. */
const pacificNoon = (isoDay: string) => new Date(`${isoDay}T20:00:00Z`);

describe('seasonal Medicare hours (document 1 §2)', () => {
  it.each([
    // 2026: Feb 14 Sat, Feb 15 Sun, Sep 30 Wed, Oct 1 Thu, Mar 31 Tue, Apr 1 Wed
    ['2026-02-14', HOURS_TEXTS.medicareEveryDay, true], // last day of Monday to Sunday, a Saturday
    ['2026-02-15', HOURS_TEXTS.medicareWeekdays, false], // first weekday-only day, a Sunday
    ['2026-02-16', HOURS_TEXTS.medicareWeekdays, true],
    ['2026-09-30', HOURS_TEXTS.medicareWeekdays, true],
    ['2026-10-01', HOURS_TEXTS.medicareEveryDay, true],
    ['2026-10-03', HOURS_TEXTS.medicareEveryDay, true], // Saturday in the seven-day season
    ['2026-07-04', HOURS_TEXTS.medicareWeekdays, false], // Saturday in the weekday season
    ['2026-01-01', HOURS_TEXTS.medicareEveryDay, true],
    ['2026-12-31', HOURS_TEXTS.medicareEveryDay, true],
  ])('%s → %s, staffed %s', (day, text, staffedToday) => {
    expect(getContactHours('medicare', pacificNoon(day))).toEqual({ text, staffedToday });
  });

  it('reads the date in Pacific time: 2026-10-01 03:00 UTC is still Sep 30 in PT', () => {
    expect(getContactHours('medicare', new Date('2026-10-01T03:00:00Z')).text).toBe(
      HOURS_TEXTS.medicareWeekdays,
    );
  });
});

describe('Medicare Advantage customer service hours (document 1 §2)', () => {
  it.each([
    ['2026-03-31', HOURS_TEXTS.serviceEveryDay, true],
    ['2026-03-28', HOURS_TEXTS.serviceEveryDay, true], // Saturday before Apr 1: staffed
    ['2026-04-01', HOURS_TEXTS.serviceWeekdays, true],
    ['2026-04-04', HOURS_TEXTS.serviceWeekdays, false], // Saturday after Mar 31: automated
    ['2026-04-05', HOURS_TEXTS.serviceWeekdays, false], // Sunday
    ['2026-09-30', HOURS_TEXTS.serviceWeekdays, true],
    ['2026-10-01', HOURS_TEXTS.serviceEveryDay, true],
    ['2026-10-04', HOURS_TEXTS.serviceEveryDay, true], // Sunday
  ])('%s → %s, staffed %s', (day, text, staffedToday) => {
    expect(getContactHours('medicareAdvantageService', pacificNoon(day))).toEqual({ text, staffedToday });
  });
});

describe('standard hours (document 1 §2)', () => {
  it.each([
    ['2026-02-16', true],
    ['2026-02-14', false],
    ['2026-02-15', false],
  ])('%s → staffed %s', (day, staffedToday) => {
    expect(getContactHours('standard', pacificNoon(day))).toEqual({
      text: 'Monday to Friday, 7:30 a.m. to 5:30 p.m. PT',
      staffedToday,
    });
  });
});

describe('contact blocks per brand (document 1 §2)', () => {
  it.each([
    [
      1,
      ['Account access', 'Medical', 'Dental', 'Pharmacy', 'Medicare Advantage', 'Medicare Pharmacy', 'TTY'],
    ],
    [2, ['Account access', 'Customer service']],
    [
      5,
      ['Account access', 'Medical', 'Dental', 'Pharmacy', 'Medicare Advantage', 'Medicare Pharmacy', 'TTY'],
    ],
  ] as const)('domain %s shows %j', (domainId, titles) => {
    expect(getContactBlocks(domainId).map((block) => block.title)).toEqual(titles);
  });

  it.each([1, 5] as const)(
    'domain %s: separate Alaska and Oregon dental emails, TTY 711, Medicare lines seasonal',
    (id) => {
      const blocks = CONTACT_BLOCKS[id];
      const dental = blocks.find((block) => block.title === 'Dental');
      const emails = dental?.entries.flatMap((entry) => (entry.email ? [[entry.label, entry.email]] : []));
      expect(emails?.map(([label]) => label)).toEqual(['Alaska members', 'Oregon members']);
      expect(new Set(emails?.map(([, email]) => email)).size).toBe(2);
      expect(blocks.find((block) => block.title === 'TTY')?.entries[0]?.phone).toBe('711');
      for (const title of ['Medicare Advantage', 'Medicare Pharmacy']) {
        expect(blocks.find((block) => block.title === title)?.entries[0]?.hours).toBe('medicare');
      }
    },
  );

  it('uses only fictional numbers and addresses', () => {
    for (const block of Object.values(CONTACT_BLOCKS).flat()) {
      for (const entry of block.entries) {
        if (entry.phone) expect(entry.phone).toMatch(/^(1-555-\d{3}-\d{4}|711)$/);
        if (entry.email) expect(entry.email).toMatch(/example\.com$/);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { BRANDS, getLogoPath } from '../src/brands/brand';
import { getContactBlocks } from '../src/brands/contact-blocks';
import { CACHE_ARGUMENT_ERROR, getCacheKey } from '../src/cache/cache-key';
import { ERROR_PAGE_TIPS, GENERIC_ERROR_WIDGET_TIPS, getErrorPage } from '../src/errors/error-catalogue';
import { formatIsoDate, formatUsd, getPlanIsoDate, parseDayMonthYear } from '../src/format/format';
import { getLoginErrorMessage } from '../src/messages/login-messages';

describe('error page catalogue (document 1 §8)', () => {
  it.each([
    ['generic', "Sorry, it looks like there's a problem.", undefined, true],
    ['1', 'Temporarily unable to access resource. Please try again later.', undefined, false],
    ['400', "Sorry, it looks like there's a problem.", 'Error code: 400 Bad request', true],
    ['401', "Sorry, but we aren't able to authenticate you.", 'Error code: 401 Unauthorized', false],
    ['403', "Sorry, it looks like you don't have access to this page.", 'Error code: 403 Forbidden', false],
    ['404', "Sorry, it looks like we can't find that page.", 'Error code: 404 Not found', false],
    ['408', 'Sorry, this is taking longer than expected.', 'Error code: 408 Request time-out', true],
    [
      '500',
      "Sorry, we're having a problem with our system. We'll get this fixed soon.",
      'Error code: 500 Internal server error',
      true,
    ],
    ['502', 'Sorry, something went wrong.', 'Error code: 502 Bad gateway', true],
    [
      '503',
      "Sorry, we're unable to handle your request at this time.",
      'Error code: 503 Service unavailable',
      true,
    ],
    ['418', "Sorry, it looks like there's a problem.", undefined, true],
    ['abc', "Sorry, it looks like there's a problem.", undefined, true],
  ])('status %s', (status, title, code, withTips) => {
    expect(getErrorPage(status)).toEqual({ title, withTips, ...(code ? { code } : {}) });
  });

  it('has three tips for pages with tips and five for the generic widget', () => {
    expect(ERROR_PAGE_TIPS).toHaveLength(3);
    expect(GENERIC_ERROR_WIDGET_TIPS).toHaveLength(5);
  });
});

describe('login error messages (document 1 §8)', () => {
  it.each([
    [
      'LOGIN_ATTEMPTS_REMAINING',
      3,
      'Username and/or password unrecognized. You have 3 attempt(s) remaining.',
    ],
    [
      'LOGIN_ATTEMPTS_REMAINING',
      1,
      'Username and/or password unrecognized. You have 1 attempt(s) remaining.',
    ],
    [
      'ACCOUNT_LOCKED',
      undefined,
      'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
    ],
    ['LOGIN_FAILED', undefined, 'Username and/or password unrecognized. Please try again.'],
    ['SOMETHING_ELSE', undefined, 'Username and/or password unrecognized. Please try again.'],
  ])('%s (%s)', (code, remaining, text) => expect(getLoginErrorMessage(code, remaining)).toBe(text));
});

describe('cache key (document 1 §8)', () => {
  const date = new Date('2026-01-02T03:04:05Z');
  it.each([
    [['a', 1], '["calls","s:a","n:1"]'],
    [[date], `["calls","d:${date.toISOString()}"]`],
    [['1'], '["calls","s:1"]'],
    [[1], '["calls","n:1"]'],
  ])('stores %o under its own key', (args, key) => expect(getCacheKey('calls', args)).toBe(key));

  it.each([[[{}]], [[null]], [[undefined]], [[true]], [[['a']]]])('rejects %o', (args) =>
    expect(() => getCacheKey('calls', args)).toThrow(CACHE_ARGUMENT_ERROR),
  );

  it('has the message word for word', () =>
    expect(CACHE_ARGUMENT_ERROR).toBe('Cache only supports string, number, and date arguments'));
});

describe('formats (document 1 §9)', () => {
  it.each([
    [0, '$0.00'],
    [12345, '$123.45'],
    [100000, '$1,000.00'],
    [-550, '-$5.50'],
  ])('USD of %i cents is %s', (cents, text) => expect(formatUsd(cents)).toBe(text));

  it.each([
    ['31/12/2026', '12/31/2026'],
    ['1/2/2026', '02/01/2026'],
    ['31/02/2026', null],
    ['2026-01-01', null],
  ])('date parser reads %s as %s', (input, output) => expect(parseDayMonthYear(input)).toBe(output));

  it('shows ISO dates as mm/dd/yyyy', () => expect(formatIsoDate('2026-03-09')).toBe('03/09/2026'));
});

describe('the plan day (Pacific), yyyy-mm-dd whatever the locale data', () => {
  it.each([
    ['2025-04-01T01:00:00Z', '2025-03-31'],
    ['2025-04-01T08:00:00Z', '2025-04-01'],
    ['2026-01-01T07:59:59Z', '2025-12-31'],
    ['2026-01-01T08:00:00Z', '2026-01-01'],
    ['2026-07-04T06:59:59Z', '2026-07-03'],
    ['2026-07-04T07:00:00Z', '2026-07-04'],
  ])('%s is %s', (instant, day) => {
    expect(getPlanIsoDate(new Date(instant))).toBe(day);
  });

  // The day is remembered per UTC minute: the same minute again, then the minute across midnight.
  it('answers each minute its own day when asked back and forth across midnight', () => {
    const sequence = [
      ['2026-07-04T06:59:00Z', '2026-07-03'],
      ['2026-07-04T06:59:59.999Z', '2026-07-03'],
      ['2026-07-04T07:00:00Z', '2026-07-04'],
      ['2026-07-04T06:59:30Z', '2026-07-03'],
      ['2026-07-04T07:00:59Z', '2026-07-04'],
    ] as const;
    expect(sequence.map(([instant]) => getPlanIsoDate(new Date(instant)))).toEqual(
      sequence.map(([, day]) => day),
    );
  });

  it('refuses an invalid date as before', () => {
    expect(() => getPlanIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('brands (document 1 §2, §8, §9)', () => {
  it.each([
    [1, true, true, true, false],
    [2, true, true, true, false],
    [5, false, false, false, true],
  ] as const)('domain %i', (id, accountLinks, loginAfterLogout, loginOn401, partnerLinks) => {
    const brand = BRANDS[id];
    expect(brand.showAccountLinks).toBe(accountLinks);
    expect(brand.showLoggedOutUtilityLinks).toBe(accountLinks);
    expect(brand.redirectToLoginAfterLogout).toBe(loginAfterLogout);
    expect(brand.loginOn401).toBe(loginOn401);
    expect(brand.showPartnerLinksOn401).toBe(partnerLinks);
    expect(brand.defaultRoute).toBe('/login');
    expect(getLogoPath(brand)).toBe(`/assets/img/${brand.theme}.svg`);
    expect(brand.customerServicePhone).toMatch(/555/);
  });

  it.each([1, 2, 5] as const)(
    'domain %i: the customer-service number is one the contact page lists (issue 9)',
    (id) => {
      const phones = getContactBlocks(id).flatMap((block) => block.entries.map((entry) => entry.phone));
      expect(phones).toContain(BRANDS[id].customerServicePhone);
    },
  );
});

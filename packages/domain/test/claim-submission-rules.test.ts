import { describe, expect, it } from 'vitest';
import {
  canMoveSubmittedClaim,
  getNextSubmittedClaimStatus,
  getServiceDateRefusal,
  getSubmittableClaimTypes,
  SUBMITTED_CLAIM_STATUSES,
  type SubmittedClaimStatus,
  toMinorUnits,
  toUsdCents,
} from '../src';
import { SubmitClaimFields } from '../src/api';

describe('a submitted claim’s steps (issue 39 §3)', () => {
  it.each<[SubmittedClaimStatus, SubmittedClaimStatus | null]>([
    ['received', 'in-review'],
    ['in-review', 'processed'],
    ['processed', null],
  ])('after %s comes %s', (from, next) => {
    expect(getNextSubmittedClaimStatus(from)).toBe(next);
  });

  const allowed = new Set(['received>in-review', 'in-review>processed']);
  const pairs = SUBMITTED_CLAIM_STATUSES.flatMap((from) =>
    SUBMITTED_CLAIM_STATUSES.map((to) => [from, to] as const),
  );
  it.each(pairs)('moving %s → %s is allowed only one step forward', (from, to) => {
    expect(canMoveSubmittedClaim(from, to)).toBe(allowed.has(`${from}>${to}`));
  });
});

describe('what a brand takes (issue 39: the partner brand, dental claims only)', () => {
  it.each([
    [1, ['medical', 'dental']],
    [2, ['medical', 'dental']],
    [5, ['dental']],
  ])('domain %i takes %j', (domainId, types) => {
    expect(getSubmittableClaimTypes(domainId)).toEqual(types);
  });
});

describe('the date of service', () => {
  it.each([
    ['2026-11-29', null],
    ['2026-11-30', 'serviceDateInFuture'],
    ['2025-11-29', null],
    ['2025-11-28', 'serviceDateTooOld'],
  ])('%s on 2026-11-29 → %s', (date, refusal) => {
    expect(getServiceDateRefusal(date, '2026-11-29')).toBe(refusal);
  });
});

describe('money, exactly', () => {
  it.each([
    ['125', 12500],
    ['125.5', 12550],
    ['0.07', 7],
    ['1250.00', 125000],
  ])('%s is %i minor units', (amount, cents) => {
    expect(toMinorUnits(amount)).toBe(cents);
  });
  it('converts at the demo rate, to the cent', () => {
    expect(toUsdCents(10000, 'USD')).toBe(10000);
    expect(toUsdCents(10000, 'EUR')).toBe(10800);
    expect(toUsdCents(333, 'MXN')).toBe(19);
  });
});

describe('SubmitClaimFields', () => {
  const good = {
    memberSuffix: '0',
    claimType: 'dental',
    providerName: 'Clínica Dental Sol',
    providerAddress: 'Calle Mayor 1, Madrid',
    country: 'ES',
    serviceDate: '2026-10-02',
    services: 'Filling',
    teeth: '14 MO',
    amountPaid: '120.50',
    currency: 'EUR',
  };
  it('reads a good form', () => {
    expect(SubmitClaimFields.parse(good)).toMatchObject({ memberSuffix: 0, amountPaid: '120.50' });
  });
  it.each([
    ['memberSuffix', 'x', 'Choose who received the service.'],
    ['claimType', 'vision', 'Choose medical or dental.'],
    ['providerName', '  ', 'Enter the provider or facility’s name.'],
    ['country', 'ZZ', 'Choose the country where you received the service.'],
    ['serviceDate', '02/10/2026', 'Enter the date of service as yyyy-mm-dd.'],
    ['amountPaid', '0', 'Enter the amount paid, above zero, with at most two decimals (for example 125.50).'],
    [
      'amountPaid',
      '12.345',
      'Enter the amount paid, above zero, with at most two decimals (for example 125.50).',
    ],
    ['currency', 'XXX', 'Choose the currency you paid in.'],
  ])('refuses %s = %j with its message', (field, value, message) => {
    const result = SubmitClaimFields.safeParse({ ...good, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([[field, message]]);
  });
  it('says which field is missing when it is absent', () => {
    const { providerAddress: _, ...rest } = good;
    const result = SubmitClaimFields.safeParse(rest);
    expect(result.error?.issues[0]?.message).toBe('Enter the provider’s address.');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 16 (TBT on /login): the sign-in page loads the formatting modules and formats nothing, so
 * they build no Intl formatter at import; each is built on its first use and then reused.
 */
describe('Intl formatters are built on first use', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds none when the modules load, and each once when used', async () => {
    vi.resetModules();
    const { NumberFormat, DateTimeFormat } = Intl;
    // Called with `new`: the spies build the real formatter and return it.
    const numberFormats = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function build(
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args);
    });
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function build(
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      return new DateTimeFormat(...args);
    });
    const { formatIsoDate, formatUsd, getPlanIsoDate } = await import('../src/format/format');
    const { getContactHours } = await import('../src/contact/contact-hours');
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();

    expect(formatUsd(12_345)).toBe('$123.45');
    expect(formatUsd(100)).toBe('$1.00');
    expect(numberFormats).toHaveBeenCalledTimes(1);
    expect(getPlanIsoDate(new Date('2025-04-01T01:00:00Z'))).toBe('2025-03-31');
    expect(getPlanIsoDate(new Date('2025-04-01T08:00:00Z'))).toBe('2025-04-01');
    expect(formatIsoDate('2026-03-09', 'es')).toBe('09/03/2026');
    expect(formatIsoDate('2026-03-10', 'es')).toBe('10/03/2026');
    // The plan's day (Pacific) and the Spanish day: two date formatters, each built once.
    expect(dateFormats).toHaveBeenCalledTimes(2);
    // Saturday 14 March 2026, 10 a.m. Pacific: a weekend day, so the standard line has no staff.
    expect(getContactHours('standard', new Date('2026-03-14T17:00:00Z')).staffedToday).toBe(false);
    expect(getContactHours('standard', new Date('2026-03-16T17:00:00Z')).staffedToday).toBe(true);
    expect(dateFormats).toHaveBeenCalledTimes(3);
  });
});

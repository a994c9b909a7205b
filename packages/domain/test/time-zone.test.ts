import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../src/format/time-zone';

describe('the time zone a browser names in its cookie (issue 16, account access server-rendered)', () => {
  it.each([
    ['America/Chicago', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Asia/Kolkata', true],
    ['Etc/GMT+5', true],
    ['UTC', true],
    // Names a runtime does not know, and what is no name at all.
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['America/Chicago"><script>', false],
    ['../../etc/passwd', false],
    ['America Chicago', false],
    [`America/${'A'.repeat(64)}`, false],
  ])('%j → %s', (value, known) => {
    expect(isTimeZone(value)).toBe(known);
  });
});

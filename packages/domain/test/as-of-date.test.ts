import { describe, expect, it } from 'vitest';
import { isCompleteAsOfDate, readAsOfDateEdit } from '../src/benefits/as-of-date';

describe('the as-of date field: only a complete day refetches (document 2 §2, issue 11)', () => {
  it.each([
    ['2026-11-25', true],
    ['1900-01-01', true],
    ['2199-12-31', true],
    // The year typed key by key: 2, 20, 202 arrive as real but unmeant days.
    ['0002-11-25', false],
    ['0020-11-25', false],
    ['0202-11-25', false],
    ['1899-12-31', false],
    ['2200-01-01', false],
    ['2026-02-30', false],
    ['2026-11-2', false],
    ['', false],
  ])('%s → %s', (value, complete) => {
    expect(isCompleteAsOfDate(value)).toBe(complete);
  });

  it.each([
    ['2026-03-15', false, { kind: 'date', date: '2026-03-15' }],
    ['0202-03-15', false, { kind: 'typing' }],
    // The control is emptied (Clear): the plan's today again.
    ['', false, { kind: 'clear' }],
    // The control holds part of a date (badInput): its value reads empty, but nothing was cleared.
    ['', true, { kind: 'typing' }],
  ] as const)('edit %j (incomplete %s) → %j', (value, incomplete, expected) => {
    expect(readAsOfDateEdit(value, incomplete)).toEqual(expected);
  });
});

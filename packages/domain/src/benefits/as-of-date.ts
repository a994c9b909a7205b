import { isIsoDay } from './date-range';

/** The years an as-of date may name: a plan day, never a year the browser shows while it is being typed. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

/**
 * Whether the as-of date field holds a complete day to ask for (document 2 §2 Benefits "an as-of
 * date"). A date control typed key by key passes through real but unmeant days: the year "2026"
 * arrives as 0002, 0020, 0202, then 2026. Only a yyyy-mm-dd calendar day of a four-digit year from
 * 1900 to 2199 is complete; anything else is still being typed and must not refetch.
 */
export function isCompleteAsOfDate(value: string): boolean {
  if (!isIsoDay(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/**
 * What an edit of the as-of date field means: a complete day to show, `clear` (the field emptied, the
 * plan's today again), or `typing` (half a date: keep it in the field, ask for nothing).
 * `incomplete` is the control's own word that it holds a part-typed value (validity.badInput).
 */
export function readAsOfDateEdit(
  value: string,
  incomplete: boolean,
): { readonly kind: 'date'; readonly date: string } | { readonly kind: 'clear' | 'typing' } {
  if (value === '') return { kind: incomplete ? 'typing' : 'clear' };
  return isCompleteAsOfDate(value) ? { kind: 'date', date: value } : { kind: 'typing' };
}

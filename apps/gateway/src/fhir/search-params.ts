import type { DateBound } from '../repositories/fhir/fhir-rows';
import { FhirError } from './operation-outcome';
import { COMMON_SEARCH_PARAMS } from './search-query-params';

/** `_count`: 10 by default, at most 50 (the claims screen's page bounds). */
export const FHIR_DEFAULT_COUNT = 10;
export const FHIR_MAX_COUNT = 50;
/** Offsets past this are refused rather than scanned. */
const MAX_OFFSET = 100_000;

/** A query as Fastify parses it: a repeated parameter is an array. */
export type RawQuery = Readonly<Record<string, string | string[] | undefined>>;

/** Parameters every search takes besides its own; `_format` is accepted and ignored (JSON only). */
const COMMON = Object.keys(COMMON_SEARCH_PARAMS);

export function valuesOf(query: RawQuery, name: string): string[] {
  const value = query[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(','));
}

/** Refuses a parameter the search does not support: an app must not think a filter was applied. */
export function requireKnownParams(query: RawQuery, allowed: readonly string[]): void {
  for (const name of Object.keys(query)) {
    if (!COMMON.includes(name) && !allowed.includes(name)) {
      throw new FhirError(400, 'not-supported', `The search parameter ${name} is not supported here.`);
    }
  }
}

function integerParam(query: RawQuery, name: string, fallback: number, max: number): number {
  const values = valuesOf(query, name);
  if (values.length === 0) return fallback;
  const [value] = values;
  if (values.length > 1 || value === undefined || !/^\d{1,6}$/.test(value) || Number(value) > max) {
    throw new FhirError(400, 'invalid', `${name} must be a whole number from 0 to ${max}.`);
  }
  return Number(value);
}

export function pagingOf(query: RawQuery): { count: number; offset: number } {
  const count = integerParam(query, '_count', FHIR_DEFAULT_COUNT, FHIR_MAX_COUNT);
  return {
    count: count === 0 ? FHIR_DEFAULT_COUNT : count,
    offset: integerParam(query, '_offset', 0, MAX_OFFSET),
  };
}

const PREFIX_OPS: Readonly<Record<string, DateBound['op']>> = {
  eq: '=',
  ge: '>=',
  gt: '>',
  le: '<=',
  lt: '<',
};

/**
 * A FHIR date parameter (eq, ge, gt, le, lt and a day, or a full instant whose day is compared), each
 * value one more bound. Month or year precision and the other prefixes are refused as unsupported.
 */
export function dateBoundsOf(query: RawQuery, name: string): DateBound[] {
  return valuesOf(query, name).map((value) => {
    const match = /^(eq|ge|gt|le|lt)?(\d{4}-\d{2}-\d{2})(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.exec(value);
    const day = match?.[2];
    if (!match || !day || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      throw new FhirError(
        400,
        'invalid',
        `${name} must be a day (yyyy-mm-dd) with an optional prefix eq, ge, gt, le or lt.`,
      );
    }
    return { op: PREFIX_OPS[match[1] ?? 'eq'] ?? '=', day };
  });
}

/** `patient` as `Patient/<id>` or `<id>`. */
export function patientIdsOf(query: RawQuery, name = 'patient'): string[] {
  return valuesOf(query, name).map((value) => value.replace(/^Patient\//, ''));
}

/** A token parameter's codes, with or without a system (`system|code`). */
export function tokenCodesOf(query: RawQuery, name: string): string[] {
  return valuesOf(query, name).map((value) => value.split('|').at(-1) ?? value);
}

const COMPARE: Readonly<Record<DateBound['op'], (a: string, b: string) => boolean>> = {
  '=': (a, b) => a === b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
  '<=': (a, b) => a <= b,
  '<': (a, b) => a < b,
};

/** Whether a yyyy-mm-dd day (null: none) passes every bound, for rows filtered in memory. */
export function isWithinDateBounds(day: string | null, bounds: readonly DateBound[]): boolean {
  if (bounds.length === 0) return true;
  return day !== null && bounds.every((bound) => COMPARE[bound.op](day.slice(0, 10), bound.day));
}

/** The query's parameters but the paging ones, for the bundle's links. */
export function linkParamsOf(query: RawQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === '_offset' || name === '_count' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  return params;
}

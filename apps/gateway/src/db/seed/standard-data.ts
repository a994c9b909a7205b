import { addBenefits, addServiceDetails, type Period } from './benefits-builder';
import type { FamilyRef, MemberRef, PersonaBuilder } from './builder';
import { addCoverage, type CoverageSpec } from './coverage-builder';
import { addDays, isoDate } from './dates';
import { addClaims } from './history-builder';
import { addLimits } from './limits-builder';

export interface StandardDataSpec extends CoverageSpec {
  /** Claims over `claimSpanMonths` (default 26) up to the last covered day; default 6. */
  readonly claims?: number;
  readonly claimSpanMonths?: number;
  readonly withInvalidLimits?: boolean;
  /** Also give the previous plan year benefits and limits (benefits history, asOfDate). */
  readonly previousYear?: boolean;
}

/** The plan year the benefits screens show: this year, or the coverage's first or last year. */
function planYear(today: Date, spec: CoverageSpec): number {
  const now = isoDate(today);
  if (spec.effectiveDate > now) return Number(spec.effectiveDate.slice(0, 4));
  if (spec.terminationDate !== null && spec.terminationDate < now)
    return Number(spec.terminationDate.slice(0, 4));
  return today.getUTCFullYear();
}

const yearPeriod = (year: number): Period => ({ start: `${year}-01-01`, end: `${year}-12-31` });

/** Coverage, benefits, limits and claims of a family: the shape every persona family shares. */
export function addStandardData(
  b: PersonaBuilder,
  family: FamilyRef,
  members: readonly MemberRef[],
  spec: StandardDataSpec,
): void {
  addCoverage(b, family, members, spec);
  const year = planYear(b.today, spec);
  const years = spec.previousYear ? [year - 1, year] : [year];
  for (const y of years) {
    for (const member of members) addBenefits(b, member, spec.categories, yearPeriod(y));
    addLimits(b, family, members, spec.categories, yearPeriod(y), {
      withInvalid: spec.withInvalidLimits ?? false,
    });
  }
  for (const member of members) addServiceDetails(b, member, spec.categories);
  const now = isoDate(b.today);
  if (spec.effectiveDate > now) return;
  const lastCovered =
    spec.terminationDate !== null && spec.terminationDate < now ? spec.terminationDate : addDays(b.today, -3);
  addClaims(b, family, members, {
    count: spec.claims ?? 6,
    spanMonths: spec.claimSpanMonths ?? 26,
    categories: spec.categories,
    lastServiceDate: lastCovered,
  });
}

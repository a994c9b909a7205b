import type { DomainId } from '../brands/domain-ids';
import { PARTNER } from '../brands/domain-ids';

/** The billing code systems of the catalogue (issue 38 §1): CPT and HCPCS for medical, CDT for dental. */
export const CODE_SYSTEMS = ['CPT', 'HCPCS', 'CDT'] as const;
export type CodeSystem = (typeof CODE_SYSTEMS)[number];

/** The categories a service can be estimated in. */
export const ESTIMATE_CATEGORIES = ['medical', 'dental'] as const;
export type EstimateCategory = (typeof ESTIMATE_CATEGORIES)[number];

/** How the providers of an estimate are ordered: the member's estimated cost, or the distance. */
export const ESTIMATE_SORTS = ['cost', 'distance'] as const;
export type EstimateSort = (typeof ESTIMATE_SORTS)[number];

/** What must happen before the service: the plan's approval, or a referral from the primary care provider. */
export const PREREQUISITES = ['priorAuthorization', 'referral'] as const;
export type Prerequisite = (typeof PREREQUISITES)[number];

/**
 * A billing code as a member may type it: CPT is five digits (or four and a letter, category II and
 * III), HCPCS level II and CDT a letter and four digits.
 */
const CODE_PATTERN = /^(?:\d{4}[0-9A-Z]|[A-Z]\d{4})$/;

export function isBillingCode(term: string): boolean {
  return CODE_PATTERN.test(term.trim().toUpperCase());
}

/** Lower case, without accents, single spaces: "Limpieza  DENTAL" and "limpieza dental" are one search. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A catalogue entry as the search reads it: its code and its names in every language. */
export interface SearchableService {
  readonly code: string;
  readonly names: readonly string[];
}

/**
 * How well a service answers the term (issue 38 §1), lower is better, null when it does not: a code
 * matches its own code only; a plain-language term matches when every word of it begins a word of one
 * of the service's names, first the names that begin with the term.
 */
export function getServiceMatchRank(service: SearchableService, term: string): number | null {
  if (isBillingCode(term)) return service.code.toUpperCase() === term.trim().toUpperCase() ? 0 : null;
  const wanted = normalizeSearchText(term).split(' ').filter(Boolean);
  if (wanted.length === 0) return null;
  let best: number | null = null;
  for (const name of service.names.map(normalizeSearchText)) {
    const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (!wanted.every((part) => words.some((word) => word.startsWith(part)))) continue;
    const rank = name.startsWith(wanted.join(' ')) ? 1 : 2;
    best = best === null ? rank : Math.min(best, rank);
  }
  return best;
}

/** The services that answer the term, best first, the catalogue's order among equals; at most `limit`. */
export function findServices<T extends SearchableService>(
  services: readonly T[],
  term: string,
  limit: number,
): T[] {
  return services
    .map((service, index) => ({ service, index, rank: getServiceMatchRank(service, term) }))
    .filter((entry): entry is { service: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.service);
}

/**
 * The categories a member may estimate (issue 38 §1): those their plan holds, and on the partner brand,
 * a dental brand, dental alone.
 */
export function getEstimableCategories(
  domainId: DomainId,
  held: readonly EstimateCategory[],
): EstimateCategory[] {
  return ESTIMATE_CATEGORIES.filter(
    (category) => held.includes(category) && (domainId !== PARTNER || category === 'dental'),
  );
}

/** A provider's line of an estimate as the sort reads it. */
export interface SortableEstimate {
  /** The member's estimated total; null when there is no estimate (not covered, no rate). */
  readonly memberCost: number | null;
  /** Miles from the ZIP code; null without one. */
  readonly distance: number | null;
  readonly name: string;
}

const nullsLast = (a: number | null, b: number | null) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b;

const ORDER: Readonly<Record<EstimateSort, (a: SortableEstimate, b: SortableEstimate) => number>> = {
  cost: (a, b) => nullsLast(a.memberCost, b.memberCost) || nullsLast(a.distance, b.distance),
  distance: (a, b) => nullsLast(a.distance, b.distance) || nullsLast(a.memberCost, b.memberCost),
};

/**
 * Providers by the member's estimated cost or by distance (issue 38 §1), the other as the tie-break,
 * then by name; those without an estimate or a distance last.
 */
export function sortEstimates<T extends SortableEstimate>(rows: readonly T[], sort: EstimateSort): T[] {
  return [...rows].sort((a, b) => ORDER[sort](a, b) || a.name.localeCompare(b.name, 'en'));
}

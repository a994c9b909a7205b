import type { DefaultAccumulator, HomeMember, PlanEligibility, PrimaryCareSelection } from '../api/home';
import type { PcpEligibility } from '../api/member-data';
import { OPEN_ENDED_AFTER_YEAR } from '../benefits/benefits-timeline';
import { type DomainId, PARTNER } from '../brands/domain-ids';
import { getEligibilityStatus } from '../eligibility/eligibility-status';
import { getLimitProgress, isLimitValid } from '../limits/limit-rules';
import { getFindCareMenu } from '../navigation/find-care-menu';
import { MENU_ROUTES, menuOffers } from '../navigation/menu-item';
import type { NavigationFacts } from '../navigation/navigation-facts';
import { isEbillMenuShown } from '../navigation/settings-menu';

/** The partner brand has no Programs (document 2 §1), so its home has no programs section. */
export function isProgramsSectionShown(domainId: DomainId): boolean {
  return domainId !== PARTNER;
}

export type ProgramLink =
  | { readonly kind: 'internal'; readonly href: string }
  | { readonly kind: 'external'; readonly href: string };

/**
 * Programs the dashboard serves itself, by program id (document 2 §3): their tiles lead to its own page,
 * whatever address the programs catalogue holds. The specification names program 33 "Dental cost
 * estimator" and asks nothing more of it, and the dashboard has its own estimator (issue 38).
 */
export const PROGRAMS_SERVED_HERE: Readonly<Record<number, string>> = {
  33: MENU_ROUTES.costEstimator,
};

/**
 * Where a program tile leads: the dashboard's own page for a program it serves itself, else the
 * program's own address (a path in the dashboard, or an https/http page opened in a new tab), else its
 * details page (document 2 §2 programs/{id}). Any other address is not trusted.
 */
export function getProgramLink(program: { readonly id: number; readonly url: string | null }): ProgramLink {
  const servedHere = PROGRAMS_SERVED_HERE[program.id];
  if (servedHere) return { kind: 'internal', href: servedHere };
  const url = program.url ?? '';
  if (/^https?:\/\/[^/]/.test(url)) return { kind: 'external', href: url };
  // Not "//host" nor "/\host": browsers read both as another site.
  if (/^\/(?![/\\])/.test(url)) return { kind: 'internal', href: url };
  return { kind: 'internal', href: `${MENU_ROUTES.programs}/${program.id}` };
}

/**
 * A shortcut program (document 2 §3): a tile beside the programs that leads into the dashboard. The
 * screen names it by its id: eBill (-1), Outline of Coverage (-3).
 */
export interface ShortcutProgram {
  readonly id: -1 | -3;
  readonly route: string;
}

const SHORTCUTS: readonly (ShortcutProgram & {
  readonly shown: (facts: ShortcutFacts) => boolean;
})[] = [
  { id: -1, route: MENU_ROUTES.ebill, shown: (facts) => isEbillMenuShown(facts) },
  { id: -3, route: MENU_ROUTES.handbooks, shown: () => true },
];

interface ShortcutFacts {
  readonly domainId: DomainId;
  readonly hasEbill: boolean;
  readonly termed: boolean;
}

/**
 * The shortcut programs after the featured ones (document 2 §2, §3): eBill (-1) where its menu is shown
 * (so not for a termed member, §4), Outline of Coverage (-3); none on the partner brand (§1). A termed
 * member keeps Outline of Coverage: §4 hides only the featured programs.
 */
export function getShortcutPrograms(facts: ShortcutFacts): ShortcutProgram[] {
  if (!isProgramsSectionShown(facts.domainId)) return [];
  return SHORTCUTS.filter((shortcut) => shortcut.shown(facts)).map(({ id, route }) => ({ id, route }));
}

/**
 * The primary-care tile is shown when the menu offers the find-care/primary-care link (document 2 §2):
 * Find care is in the primary menu with any active or future eligibility (getPrimaryMenu).
 */
export function isPrimaryCareTileShown(
  facts: Pick<NavigationFacts, 'domainId' | 'hasActiveOrFutureEligibility' | 'primaryCareLinkShown'>,
): boolean {
  return facts.hasActiveOrFutureEligibility && menuOffers(getFindCareMenu(facts), MENU_ROUTES.primaryCare);
}

/** The route of primary care for one family member (document 2 §2 Find care: primary-care/{suffix}). */
export const primaryCareRouteFor = (suffix: number): string => `${MENU_ROUTES.primaryCare}/${suffix}`;

/**
 * The primary-care tile (document 2 §2, §6): the signed-in member's current selection, and the eligible
 * family members without one, whom the select tile lists.
 */
export function getPrimaryCareTile(input: {
  readonly members: readonly HomeMember[];
  readonly ownSelection: PrimaryCareSelection | null;
  readonly membersWithSelection: readonly string[];
  readonly eligibility: PcpEligibility;
}): { readonly selection: PrimaryCareSelection | null; readonly membersToSelect: HomeMember[] } {
  const selected = new Set(input.membersWithSelection);
  const eligible = new Set(input.eligibility.members);
  return {
    selection: input.ownSelection,
    membersToSelect: input.members.filter(
      (member) => eligible.has(member.memberKey) && !selected.has(member.memberKey),
    ),
  };
}

/**
 * A category's coverage as the member-info tile shows it, as data the screen words in its language:
 * the status rule of document 2 §4 picks the kind; active coverage reads as the benefits timeline
 * ('Active since {date}', 'Ending {date}', '{start} - {end}'), future and ended coverage as the plan
 * status texts ('Effective on {date}', 'Terminated on {date}'). Dates stay yyyy-mm-dd.
 */
export type CoverageStatus =
  | { readonly kind: 'activeSince' | 'ending' | 'effectiveOn' | 'terminatedOn'; readonly date: string }
  | { readonly kind: 'range'; readonly start: string; readonly end: string }
  | { readonly kind: 'terminated' | 'notCovered' | 'none' };

export function getCoverageStatus(eligibility: PlanEligibility, now: Date): CoverageStatus {
  const { effectiveDate, terminationDate } = eligibility;
  switch (getEligibilityStatus(eligibility, now)) {
    case 'Active': {
      const openEnded =
        terminationDate === null || Number(terminationDate.slice(0, 4)) > OPEN_ENDED_AFTER_YEAR;
      if (effectiveDate !== null && openEnded) return { kind: 'activeSince', date: effectiveDate };
      if (effectiveDate === null && terminationDate !== null)
        return { kind: 'ending', date: terminationDate };
      if (effectiveDate === null) return { kind: 'none' };
      return { kind: 'range', start: effectiveDate, end: terminationDate ?? effectiveDate };
    }
    case 'Future':
      return { kind: 'effectiveOn', date: effectiveDate ?? '' };
    case 'Termed':
      return terminationDate ? { kind: 'terminatedOn', date: terminationDate } : { kind: 'terminated' };
    case 'Ineligible':
      return { kind: 'notCovered' };
  }
}

/** The member-info tile lists the categories the member is or was eligible for, not the plan's others. */
export function getCoverageRows<T extends PlanEligibility>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.eligible);
}

/** The ID card link: the member is eligible for a card and not termed (document 2 §2 ID card area, §4). */
export function isIdCardLinkShown(idCardEligible: boolean, termed: boolean): boolean {
  return idCardEligible && !termed;
}

/**
 * The featured-limit tile (document 2 §2): partner brand only, and only for a valid limit (§5). The
 * percentage is met / total × 100 (§9), rounded to a whole percent for display.
 */
export function getFeaturedLimit(
  accumulator: DefaultAccumulator | null,
  domainId: DomainId,
): { readonly limitType: string; readonly remaining: number; readonly percent: number } | null {
  if (domainId !== PARTNER || !accumulator?.valid || !isLimitValid(accumulator)) return null;
  return {
    limitType: accumulator.limitType,
    remaining: accumulator.totalRemaining ?? 0,
    // Met can pass total in odd data; the tile never claims more than all of it used.
    percent: Math.min(100, Math.max(0, Math.round(getLimitProgress(accumulator)))),
  };
}

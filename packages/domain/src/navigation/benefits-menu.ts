import { type BenefitCategory, sortByBenefitCategory } from '../benefit-resources/benefit-category-order';
import { type DomainId, MEDICARE_ADVANTAGE, PARTNER } from '../brands/domain-ids';
import {
  COVERAGE_CATEGORIES,
  COVERAGE_CATEGORY_LABELS,
  type CoverageCategory,
} from '../coverage/coverage-categories';
import { getPlanIsoDate } from '../format/format';
import { MENU_ROUTES, type MenuItem } from './menu-item';
import { MENU_TEXTS } from './menu-texts';
import type { NavigationFacts } from './navigation-facts';

/** The group with the reduced benefits menu on the main brand (document 2 §6, §9). */
export const REDUCED_MENU_GROUP_ID = '10004760';

type BenefitsFacts = Pick<
  NavigationFacts,
  | 'domainId'
  | 'groupId'
  | 'activeCategories'
  | 'hasReferrals'
  | 'hasCertificateOfCoverage'
  | 'medicareMaterialsEligible'
>;

const CATEGORY_ITEMS: Record<CoverageCategory, MenuItem> = {
  medical: { title: MENU_TEXTS.medical, route: MENU_ROUTES.benefitsMedical },
  dental: { title: MENU_TEXTS.dental, route: MENU_ROUTES.benefitsDental },
  vision: { title: MENU_TEXTS.vision, route: MENU_ROUTES.benefitsVision },
  pharmacy: { title: MENU_TEXTS.pharmacy, route: MENU_ROUTES.benefitsPharmacy },
};

/**
 * Whether the brand offers Programs and Member Handbooks (with the Certificate of Coverage) at all:
 * not the partner brand (document 2 §1). The menu leaves them out, and the gateway responds to their
 * calls 404 on that brand, so an address typed by hand finds nothing either.
 */
export function offersProgramsAndHandbooks(domainId: DomainId): boolean {
  return domainId !== PARTNER;
}

export function hasReducedBenefitsMenu(facts: Pick<NavigationFacts, 'domainId' | 'groupId'>): boolean {
  return facts.domainId === MEDICARE_ADVANTAGE || facts.groupId === REDUCED_MENU_GROUP_ID;
}

/**
 * The Benefits summary target (document 2 §6: asOfDate now): the summary as of the plan's today
 * (its Pacific calendar day, yyyy-mm-dd), the same day every other plan date is read on.
 */
export function getBenefitsSummaryRoute(now: Date): string {
  return `${MENU_ROUTES.benefitsSummary}?asOfDate=${getPlanIsoDate(now)}`;
}

/**
 * The benefits submenu in the display order of document 2 §6. Reduced for group 10004760 or the
 * Medicare Advantage brand: Benefits summary (as of `now`), Programs, Referrals if any, Handbooks,
 * Medicare Materials if any. The partner brand has no Programs and no Handbooks (document 2 §1).
 * Certificate (of Coverage, order 8) when the member's group has one: not in the reduced list, and
 * never on the partner brand, which has no Handbooks (the certificate is the handbooks' other form).
 */
export function getBenefitsMenu(facts: BenefitsFacts, now: Date = new Date()): readonly MenuItem[] {
  const entry = (category: BenefitCategory, item: MenuItem) => ({ category, item });
  const referrals = facts.hasReferrals
    ? [entry('Referrals', { title: MENU_TEXTS.referrals, route: MENU_ROUTES.referrals })]
    : [];
  const materials = facts.medicareMaterialsEligible
    ? [
        entry('Medicare Materials', {
          title: MENU_TEXTS.medicareMaterials,
          route: MENU_ROUTES.medicareMaterials,
        }),
      ]
    : [];
  const programs = entry('Programs', { title: MENU_TEXTS.programs, route: MENU_ROUTES.programs });
  const handbooks = entry('Member Handbooks', { title: MENU_TEXTS.handbooks, route: MENU_ROUTES.handbooks });
  const certificate = facts.hasCertificateOfCoverage
    ? [
        entry('Certificate of Coverage', {
          title: MENU_TEXTS.certificateOfCoverage,
          route: MENU_ROUTES.certificateOfCoverage,
        }),
      ]
    : [];
  const partner = !offersProgramsAndHandbooks(facts.domainId);
  const entries = hasReducedBenefitsMenu(facts)
    ? [
        entry('Summary', { title: MENU_TEXTS.benefitsSummary, route: getBenefitsSummaryRoute(now) }),
        programs,
        ...referrals,
        handbooks,
        ...materials,
      ]
    : [
        ...COVERAGE_CATEGORIES.filter((category) => facts.activeCategories.includes(category)).map(
          (category) => entry(COVERAGE_CATEGORY_LABELS[category], CATEGORY_ITEMS[category]),
        ),
        ...(partner ? [] : [programs]),
        ...referrals,
        ...(partner ? [] : [handbooks, ...certificate]),
        ...materials,
        entry('Prior Authorization', {
          title: MENU_TEXTS.priorAuthorization,
          route: MENU_ROUTES.priorAuthorization,
        }),
      ];
  // The display order of document 2 §6 decides, whatever order the entries were listed in.
  return sortByBenefitCategory(entries, (e) => e.category).map((e) => e.item);
}

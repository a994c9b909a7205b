import type { DomainId } from '../brands/domain-ids';
import type { CoverageCategory } from '../coverage/coverage-categories';
import type { Role } from '../session/session-rules';

/**
 * What the menus are computed from (document 1 §2 Menus, §6; document 2 §6): brand, member, role,
 * eligibility, programs and eBill flags. The gateway's GET /api/shell responds with these facts, all but
 * hasReferrals, which is GET referrals/hasReferrals' response (document 2 §7).
 */
export interface NavigationFacts {
  readonly domainId: DomainId;
  readonly memberSuffix: number;
  readonly age: number;
  readonly role: Role;
  readonly issuedByRole: Role | null;
  readonly groupId: string;
  /** Any category with an active or future eligibility (document 2 §4). */
  readonly hasActiveOrFutureEligibility: boolean;
  /** Categories the member has active or future eligibility in. */
  readonly activeCategories: readonly CoverageCategory[];
  readonly termed: boolean;
  readonly programIds: readonly number[];
  readonly hasEbill: boolean;
  /** GET referrals/hasReferrals (document 2 §7): the web asks the spec's call, not GET shell. */
  readonly hasReferrals: boolean;
  /** The member's group has a Certificate of Coverage (the Benefits menu's "Certificate", document 2 §6). */
  readonly hasCertificateOfCoverage: boolean;
  readonly medicareMaterialsEligible: boolean;
  readonly primaryCareLinkShown: boolean;
}

import { getBrand } from '../brands/brand';
import { CLAIMS_MAILING_ADDRESSES } from '../brands/claims-address';
import { findContactPhone } from '../brands/contact-blocks';
import type { DomainId } from '../brands/domain-ids';
import type { CoverageCategory } from '../coverage/coverage-categories';

/** The contact page's block that answers for each claim category (document 1 §2). */
const CATEGORY_BLOCKS: Readonly<Record<CoverageCategory, string>> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Medical',
  pharmacy: 'Pharmacy',
};

/**
 * Member services for a claim (issue 36 §7): the contact page's number for its category, else the
 * brand's customer service (the Medicare Advantage brand has one number for all).
 */
export function getClaimsPhone(domainId: DomainId, category: CoverageCategory): string {
  return (
    findContactPhone(domainId, CATEGORY_BLOCKS[category]) ??
    findContactPhone(domainId, 'Customer service') ??
    getBrand(domainId).customerServicePhone
  );
}

/** Where a written appeal goes: the brand's claims post box, to the appeals unit. */
export function getAppealsAddress(domainId: DomainId): string[] {
  return CLAIMS_MAILING_ADDRESSES[domainId].map((line) => line.replace(/\bClaims$/, 'Appeals'));
}

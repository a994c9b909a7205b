/**
 * The three brand domains (document 1 intro, document 2 §1). Apart from the brands' table (brand.ts),
 * so code that only names a domain does not carry every brand's texts (issue 16: /login's bytes).
 */
export const DOMAIN_IDS = [1, 2, 5] as const;
export type DomainId = (typeof DOMAIN_IDS)[number];

export const MEDICARE_ADVANTAGE: DomainId = 2;
export const PARTNER: DomainId = 5;

/** Default and largest referral page size; the specification leaves the defaults open (document 2 §9). */
export const REFERRAL_PAGE_SIZE_DEFAULT = 10;
export const REFERRAL_PAGE_SIZE_MAX = 50;

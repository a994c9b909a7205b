/** The words of the benefit-resources screens (document 2 §2 Benefits), written once for web and journeys. */
export const BENEFIT_RESOURCES_TEXTS = {
  programsTitle: 'Programs',
  featuredPrograms: 'Featured programs',
  allPrograms: 'All programs',
  programsEmpty:
    'You are not enrolled in any programs yet. Call the number on the back of your member ID card to ask which programs your plan offers.',
  programNotFound: 'We could not find this program. Choose one from the list of programs.',
  backToPrograms: 'Back to programs',
  openResource: 'Open',
  programPhone: 'Phone',
  programCategories: 'Categories',
  documentType: 'Document type',
  referralsTitle: 'Referrals',
  referralsEmpty:
    'No referrals match these filters. Clear the filters to see every referral, or ask your primary care provider about a referral.',
  referralsNone:
    'You have no referrals. When your primary care provider refers you to a specialist, the referral shows here.',
  filterMember: 'Member',
  filterStatus: 'Status',
  filterProvider: 'Provider',
  filterAny: 'All',
  excludeExpired: 'Hide expired referrals',
  clearFilters: 'Clear filters',
  referralNumber: 'Referral number',
  referredBy: 'Referred by',
  validDates: 'Valid',
  visits: 'Visits used',
  pager: 'Referral pages',
  handbooksTitle: 'Member Handbooks',
  handbooksEmpty:
    'No handbook is available for your plan online. Call the number on the back of your member ID card to ask for a printed copy.',
  certificateTitle: 'Certificate of Coverage',
  certificateEmpty:
    'No Certificate of Coverage is available for your plan online. Call the number on the back of your member ID card to ask for a printed copy.',
  outlineOfCoverage: 'Outline of Coverage',
  outlineOfCoverageEmpty: 'Your plan has no Outline of Coverage online.',
  openDocument: 'Open document',
  medicareMaterialsTitle: 'Medicare Materials',
  medicareMaterialsEmpty:
    'No Medicare materials are available for you online. Call the number on the back of your member ID card to ask for them by mail.',
  planYear: 'Plan year',
  priorAuthorizationTitle: 'Prior Authorization',
  priorAuthorizationEmpty:
    'You have no prior authorizations. When your provider asks us to approve a service before you receive it, the request shows here.',
  service: 'Service',
  provider: 'Provider',
  member: 'Member',
  status: 'Status',
  requested: 'Requested',
  decided: 'Decided',
  approvedDates: 'Approved for',
  pending: 'Pending',
} as const;

/** Prior authorization statuses as a member reads them. */
export const PRIOR_AUTHORIZATION_STATUS_TEXTS = {
  APPROVED: 'Approved',
  PENDING: 'Pending review',
  DENIED: 'Denied',
  CANCELLED: 'Cancelled',
} as const;

/** The gateway's answers of the benefit resources (document 2 §1: the partner brand has no Programs or Handbooks). */
export const BENEFIT_RESOURCES_SERVER_MESSAGES = {
  notOnThisBrand: 'Programs and member handbooks are not offered on this site.',
} as const;

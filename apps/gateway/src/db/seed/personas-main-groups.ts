import type { PersonaBuilder } from './builder';
import { addMonths, firstOfMonth, startOfYear } from './dates';

/** The groups of domain 1. Group ids 10002805, 10004760 and parent 100000075 are the specification's. */
export function addMainGroups(b: PersonaBuilder) {
  const t = b.today;
  return {
    main: b.group({
      groupId: '10001000',
      name: 'Cascade Timber Company',
      domainId: 1,
      effectiveDate: startOfYear(t, -12),
    }),
    city: b.group({
      groupId: '10002805',
      name: 'City of Portland',
      domainId: 1,
      effectiveDate: startOfYear(t, -15),
    }),
    reduced: b.group({
      groupId: '10004760',
      name: 'Willamette Valley Retiree Trust',
      domainId: 1,
      effectiveDate: startOfYear(t, -10),
    }),
    medicareParent: b.group({
      groupId: '10007510',
      name: 'Columbia Retirees Medicare Group',
      domainId: 1,
      parentGroupId: '100000075',
      parentGroupName: 'Medicare Advantage Group Plans',
      groupType: 'MEDICARE',
      effectiveDate: startOfYear(t, -6),
    }),
    local598: b.group({
      groupId: '10005980',
      name: 'Plumbers and Steamfitters Local 598',
      domainId: 1,
      effectiveDate: startOfYear(t, -20),
    }),
    direct: b.group({
      groupId: '10009000',
      name: 'Individual and Family Plans',
      domainId: 1,
      groupType: 'DIRECT',
      effectiveDate: startOfYear(t, -10),
    }),
    // taylor: one of two groups carries the sales-platform flag (document 1 §4 step 3).
    taylorSalesPlatform: b.group({
      groupId: '10006100',
      name: 'Summit Small Business Partners',
      domainId: 1,
      salesPlatform: true,
      effectiveDate: startOfYear(t, -4),
    }),
    taylorOther: b.group({
      groupId: '10006200',
      name: 'Riverbend School District',
      domainId: 1,
      effectiveDate: startOfYear(t, -7),
    }),
    // sam: /select-group shows ACTIVE, FUTURE and TERMED plans (document 1 §2).
    samCurrent: b.group({
      groupId: '10006300',
      name: 'Evergreen Logistics',
      domainId: 1,
      effectiveDate: startOfYear(t, -4),
      plans: {
        vision: { effective: firstOfMonth(t, 1), termination: null },
        pharmacy: { effective: startOfYear(t, -4), termination: addMonths(t, -2) },
      },
    }),
    samFormer: b.group({
      groupId: '10006400',
      name: 'Harbor Freightways',
      domainId: 1,
      effectiveDate: startOfYear(t, -9),
      terminationDate: addMonths(t, -4),
    }),
  };
}

export type MainGroups = ReturnType<typeof addMainGroups>;

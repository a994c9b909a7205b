import { CATEGORIES, type FamilyRef, type GroupRef, type MemberRef, type PersonaBuilder } from './builder';
import { PROGRAM } from './catalogue-programs';
import { PRIMARY_CARE } from './catalogue-providers';
import { addDays, addMonths, addYears, startOfYear } from './dates';
import { addPlanManagement, addPrograms } from './family-extras';
import { addPrimaryCare, addReferrals } from './history-builder';
import { addHousehold, type Household } from './household';

const [DANA, MIGUEL, PRIYA, ELLEN] = PRIMARY_CARE;

/**
 * alex's family of four (personas.md): the full dashboard. jordan (suffix 1) and casey (16, suffix 2)
 * sign in with their own accounts; rowan has none.
 */
export function addAlexFamily(b: PersonaBuilder, group: GroupRef): void {
  const { family, members } = addAlexHousehold(b, group);
  const [alex, jordan, , rowan] = members;
  if (!alex || !jordan || !rowan) throw new Error('alex family incomplete');
  addPrograms(b, family, [PROGRAM.diabetesPrevention], jordan);
  // Referrals over more than two pages of 10 (document 2 §3 paging).
  addReferrals(b, family, members, 25);
  addAlexPrimaryCare(b, alex, jordan, rowan);
  addRenewalReminder(b, family);
}

/** The four of them, their coverage with a termed past, their claims, their programs and e-bill. */
function addAlexHousehold(b: PersonaBuilder, group: GroupRef): Household {
  const t = b.today;
  const effectiveDate = startOfYear(t, -5);
  return addHousehold(b, {
    tag: 'ALEX',
    group,
    subscriberId: 'M10020001',
    lastName: 'Rivera',
    family: { hireDate: addYears(t, -6) },
    subscriber: {
      firstName: 'Alex',
      sex: 'F',
      age: 44,
      login: 'alex',
      networkNames: ['Cascade Connect', 'Summit Dental PPO'],
    },
    dependents: [
      { firstName: 'Jordan', relationship: 'spouse', sex: 'M', age: 45, login: 'jordan' },
      { firstName: 'Casey', sex: 'F', age: 16, login: 'casey' },
      { firstName: 'Rowan', sex: 'M', age: 9 },
    ],
    coverage: {
      categories: CATEGORIES,
      effectiveDate,
      terminationDate: null,
      claims: 48,
      claimSpanMonths: 30,
      withInvalidLimits: true,
      previousYear: true,
      history: [
        // Termed more than two years ago: dropped by document 2 §4. Within two years: still listed.
        {
          category: 'dental',
          effectiveDate: startOfYear(t, -8),
          termedDate: addDays(new Date(`${effectiveDate}T00:00:00Z`), -1),
        },
        { category: 'vision', effectiveDate: startOfYear(t, -3), termedDate: addMonths(t, -14) },
      ],
    },
    // More high-priority programs than the home page's 6 (document 2 §6), with 37, 92, 27 and 33.
    programs: [
      PROGRAM.findADentist,
      PROGRAM.navitus,
      PROGRAM.passportDental,
      PROGRAM.dentalCostEstimator,
      PROGRAM.telehealth,
      PROGRAM.maternity,
      PROGRAM.activeAndFit,
      PROGRAM.chooseHealthy,
      PROGRAM.quitForLife,
      PROGRAM.digitalClaims,
      PROGRAM.healthCoaching,
      PROGRAM.employeeAssistance,
      PROGRAM.visionDiscounts,
    ],
    ebill: { has_ebill: true, ebill_registered: true, show_ebill_alert: false },
  });
}

/** alex has a selection (and an earlier one), casey none, rowan only an ended one. */
function addAlexPrimaryCare(b: PersonaBuilder, alex: MemberRef, jordan: MemberRef, rowan: MemberRef): void {
  const t = b.today;
  if (!DANA || !MIGUEL || !PRIYA || !ELLEN) throw new Error('primary care catalogue incomplete');
  addPrimaryCare(b, alex, [
    {
      provider: PRIYA,
      beginDate: addYears(t, -3),
      endDate: addYears(t, -1),
      terminationReason: 'Member changed primary care provider',
    },
    { provider: DANA, beginDate: addDays(new Date(`${addYears(t, -1)}T00:00:00Z`), 1), endDate: null },
  ]);
  addPrimaryCare(b, jordan, [{ provider: MIGUEL, beginDate: addYears(t, -2), endDate: null }]);
  addPrimaryCare(b, rowan, [
    {
      provider: ELLEN,
      beginDate: addYears(t, -4),
      endDate: addMonths(t, -6),
      terminationReason: 'Provider left the network',
    },
  ]);
}

/** Inside an open-enrollment window, no cancellation: the renewal reminder (document 2 §4). */
function addRenewalReminder(b: PersonaBuilder, family: FamilyRef): void {
  const t = b.today;
  const year = t.getUTCFullYear();
  addPlanManagement(b, family, {
    eligible_and_active: true,
    group_type: 'EMPLOYER',
    open_enrollment_start: addDays(t, -10),
    open_enrollment_end: addDays(t, 20),
    current_plan_year: year,
    upcoming_plan_year: year + 1,
    coverage_end_date_upon_cancellation: null,
    coverage_start_date_upon_renewal: startOfYear(t, 1),
    direct_plan_cancellation_status: null,
  });
}

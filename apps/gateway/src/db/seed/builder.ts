import { BIRTH_CITY_QUESTION_ID, COVERAGE_CATEGORIES } from '@dash/domain';
import type { Insertable } from 'kysely';
import type { MemberPreferencesTable, RegistrationPoliciesTable } from '../tables/core';
import type { BenefitCategory } from '../tables/member-data';
import { seedDayOf } from './dates';
import { createSeedRows, type SeedRows } from './seed-rows';

export const CATEGORIES: readonly BenefitCategory[] = COVERAGE_CATEGORIES;
export type DomainId = 1 | 2 | 5;
export type StaffRole = 'logInAsAnyone' | 'logInAsNonEmp';

export interface GroupRef {
  readonly key: string;
  readonly groupId: string;
  readonly domainId: DomainId;
}

export interface FamilyRef {
  readonly key: string;
  /** Short upper-case tag of the family, used to build keys and numbers of its rows. */
  readonly tag: string;
  readonly group: GroupRef;
  readonly domainId: DomainId;
  readonly lastName: string;
}

export interface MemberRef {
  readonly key: string;
  readonly family: FamilyRef;
  readonly suffix: number;
  readonly firstName: string;
  readonly dateOfBirth: string;
}

export interface GroupSpec {
  readonly groupId: string;
  readonly name: string;
  readonly domainId: DomainId;
  readonly effectiveDate: string;
  readonly terminationDate?: string | null;
  readonly parentGroupId?: string;
  readonly parentGroupName?: string;
  readonly salesPlatform?: boolean;
  readonly groupType?: string;
  /** Per-category plan dates when they differ from the group's (document 1 §3 Group detail). */
  readonly plans?: Partial<Record<BenefitCategory, { effective: string; termination: string | null }>>;
}

export interface FamilySpec {
  readonly tag: string;
  readonly group: GroupRef;
  readonly subscriberId: string;
  readonly lastName: string;
  readonly effectiveDate: string;
  readonly hireDate?: string;
  readonly employeeId?: string;
  readonly isLocal598?: boolean;
  readonly displayChat?: boolean;
}

export type Relationship = 'subscriber' | 'spouse' | 'child';

type PreferenceOverrides = Partial<Omit<Insertable<MemberPreferencesTable>, 'member_key'>>;

export interface MemberSpec {
  readonly suffix: number;
  readonly firstName: string;
  readonly relationship: Relationship;
  readonly dateOfBirth: string;
  readonly sex: 'F' | 'M';
  /** Username of the account this member signs in with (created once per brand and username). */
  readonly login?: string;
  readonly accountStatus?: 'ACT' | 'INI';
  readonly isDefaultLogin?: boolean;
  readonly preferences?: PreferenceOverrides;
  readonly policy?: Partial<Omit<Insertable<RegistrationPoliciesTable>, 'member_key'>>;
  readonly networkNames?: readonly string[];
  readonly insuranceType?: string;
}

const RELATIONSHIP_DESCRIPTION: Record<Relationship, string> = {
  subscriber: 'Subscriber',
  spouse: 'Spouse',
  child: 'Child',
};

/** The controls shown per brand and member kind (document 1 §3 "relevant preferences"). */
export function relevantPreferences(domainId: DomainId, isSubscriber: boolean): string[] {
  if (!isSubscriber) return ['emailBreakingNews'];
  if (domainId === 5) return ['electronicEob', 'emailBreakingNews'];
  const common = ['electronicEob', 'emailBreakingNews', 'discontinuePaperStatements', 'emailWhenBillReady'];
  if (domainId === 2) return [...common, 'electronicMedicareMailing'];
  return [...common, 'emailPaymentReminder', 'emailAutopayWithdrawalReminder'];
}

/** A group's row, its plans' dates per category and its documents. */
function addGroupRows(rows: SeedRows, spec: GroupSpec, ref: GroupRef): void {
  const termination = spec.terminationDate ?? null;
  rows.groups.push({
    group_key: ref.key,
    group_id: spec.groupId,
    group_name: spec.name,
    parent_group_id: spec.parentGroupId ?? null,
    parent_group_name: spec.parentGroupName ?? null,
    domain_id: spec.domainId,
    sales_platform: spec.salesPlatform ?? false,
    group_type: spec.groupType ?? 'EMPLOYER',
    effective_date: spec.effectiveDate,
    termination_date: termination,
  });
  for (const category of CATEGORIES) {
    const plan = spec.plans?.[category];
    rows.groupPlans.push({
      group_key: ref.key,
      category,
      plan_effective_date: plan?.effective ?? spec.effectiveDate,
      plan_termination_date: plan ? plan.termination : termination,
    });
  }
  rows.groupDocuments.push(
    {
      group_key: ref.key,
      kind: 'outline_of_coverage',
      title: `${spec.name}: outline of coverage`,
      body: `This outline of coverage summarizes the plans of ${spec.name}. It is not the contract; the member handbook is.`,
      url: null,
    },
    {
      group_key: ref.key,
      kind: 'member_handbook',
      title: `${spec.name}: member handbook`,
      body: `The member handbook of ${spec.name} describes covered services, exclusions, and how to appeal.`,
      url: `https://documents.example.com/handbooks/${spec.groupId}.pdf`,
    },
  );
  // A direct (individual) plan's contract is its Certificate of Coverage, the Benefits menu's
  // "Certificate" (document 2 §3, §6); an employer group's is the handbook above.
  if (spec.groupType === 'DIRECT') {
    rows.groupDocuments.push({
      group_key: ref.key,
      kind: 'certificate_of_coverage',
      title: `${spec.name}: Certificate of Coverage`,
      body: `The Certificate of Coverage of ${spec.name} is the contract between you and the plan: who is covered, what is covered, and your rights.`,
      url: `https://documents.example.com/certificates/${spec.groupId}.pdf`,
    });
  }
}

/** A family's row: a made-up address and phone of Portland, and the chat settings of its group. */
function addFamilyRow(rows: SeedRows, spec: FamilySpec, ref: FamilyRef): void {
  rows.families.push({
    family_key: ref.key,
    group_key: spec.group.key,
    subscriber_id: spec.subscriberId,
    domain_id: ref.domainId,
    effective_date: spec.effectiveDate,
    hire_date: spec.hireDate ?? null,
    employee_id: spec.employeeId ?? null,
    is_local598: spec.isLocal598 ?? false,
    address_line1: `${100 + rows.families.length * 17} SE Pine St`,
    address_line2: null,
    city: 'Portland',
    state: 'OR',
    zip_code: '97214',
    country: 'US',
    // 555-0100 to 555-0199: the numbers set aside for fiction, and valid by the address form's own rule.
    phone_number: `503-555-01${String(rows.families.length % 100).padStart(2, '0')}`,
    chat_host: 'https://chat.example.com',
    chat_bus: 'member-dashboard',
    chat_poc: `poc-${spec.group.groupId}`,
    display_chat: spec.displayChat ?? true,
    chat_mapped_group_id: spec.group.groupId,
  });
}

/** A member's row, preferences and registration policy. */
function addMemberRows(rows: SeedRows, family: FamilyRef, spec: MemberSpec, ref: MemberRef): void {
  const isSubscriber = spec.suffix === 0;
  rows.members.push({
    member_key: ref.key,
    family_key: family.key,
    login: spec.login ?? null,
    is_default_login: spec.isDefaultLogin ?? spec.login !== undefined,
    member_suffix: spec.suffix,
    first_name: spec.firstName,
    last_name: family.lastName,
    relationship: spec.relationship.toUpperCase(),
    relationship_description: RELATIONSHIP_DESCRIPTION[spec.relationship],
    date_of_birth: spec.dateOfBirth,
    sex: spec.sex,
    sex_description: spec.sex === 'F' ? 'Female' : 'Male',
    member_role: isSubscriber ? 'SUBSCRIBER' : 'DEPENDENT',
    insurance_type: spec.insuranceType ?? 'GROUP',
    network_names: [...(spec.networkNames ?? [])],
  });
  rows.memberPreferences.push({
    member_key: ref.key,
    email_address: `${spec.firstName}.${family.lastName}@example.com`.toLowerCase(),
    electronic_eob: 'Y',
    email_breaking_news: 'N',
    electronic_medicare_mailing: 'Y',
    email_payment_reminder: 'Y',
    email_autopay_withdrawal_reminder: 'N',
    discontinue_paper_statements: 'Y',
    email_when_bill_ready: 'Y',
    email_ewp_notification: 'N',
    show_ewp_landing_page: 'N',
    relevant_preferences: relevantPreferences(family.domainId, isSubscriber),
    has_extended_policy: false,
    ...spec.preferences,
  });
  rows.registrationPolicies.push({
    member_key: ref.key,
    is_communication_policy_signed: true,
    // Only subscribers are asked (document 1 §6); dependents keep null.
    is_eeob_preference_consented: isSubscriber ? true : null,
    ...spec.policy,
  });
}

/**
 * Collects persona rows under readable keys (PER-G-…, PER-F-…, PER-M-…), so a second seed can
 * find and replace exactly these rows and nothing else.
 */
export function createPersonaBuilder(now: Date) {
  const rows: SeedRows = createSeedRows();
  const accountNames = new Set<string>();

  function account(domainId: DomainId, username: string, status: 'ACT' | 'INI', role?: StaffRole): void {
    const id = `${domainId}:${username}`;
    if (accountNames.has(id)) return;
    accountNames.add(id);
    const displayName = username.charAt(0).toUpperCase() + username.slice(1);
    rows.accounts.push({
      domain_id: domainId,
      username,
      status,
      role: role ?? 'member',
      display_name: displayName,
    });
    // Every persona with a sign-in has answered this question (personas.md); the answer is the seed's.
    rows.securityAnswers.push({ domain_id: domainId, username, question_id: BIRTH_CITY_QUESTION_ID });
  }

  return {
    /** The plan's day of the seed (noon UTC): every date counts from it, as the screens read today. */
    today: seedDayOf(now),
    /** The seed's instant: what happened at a time (a lockout) happened at it. */
    now,
    rows,

    staff(domainId: DomainId, username: string, role: StaffRole): void {
      account(domainId, username, 'ACT', role);
    },

    group(spec: GroupSpec): GroupRef {
      const ref: GroupRef = { key: `PER-G-${spec.groupId}`, groupId: spec.groupId, domainId: spec.domainId };
      addGroupRows(rows, spec, ref);
      return ref;
    },

    family(spec: FamilySpec): FamilyRef {
      const ref: FamilyRef = {
        key: `PER-F-${spec.tag}`,
        tag: spec.tag,
        group: spec.group,
        domainId: spec.group.domainId,
        lastName: spec.lastName,
      };
      addFamilyRow(rows, spec, ref);
      return ref;
    },

    member(family: FamilyRef, spec: MemberSpec): MemberRef {
      const ref: MemberRef = {
        key: `PER-M-${family.tag}-${spec.suffix}`,
        family,
        suffix: spec.suffix,
        firstName: spec.firstName,
        dateOfBirth: spec.dateOfBirth,
      };
      if (spec.login) account(family.domainId, spec.login, spec.accountStatus ?? 'ACT');
      addMemberRows(rows, family, spec, ref);
      return ref;
    },
  };
}

export type PersonaBuilder = ReturnType<typeof createPersonaBuilder>;

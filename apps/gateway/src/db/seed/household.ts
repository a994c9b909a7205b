import type {
  FamilyRef,
  FamilySpec,
  GroupRef,
  MemberRef,
  MemberSpec,
  PersonaBuilder,
  Relationship,
} from './builder';
import { bornYearsAgo } from './dates';
import { addEbill, addPrograms } from './family-extras';
import { addStandardData, type StandardDataSpec } from './standard-data';

export interface PersonSpec extends Omit<MemberSpec, 'suffix' | 'dateOfBirth' | 'relationship'> {
  /** Years old on the seed day; or `bornOn`, a fixed birth date where personas.md gives one. */
  readonly age?: number;
  readonly bornOn?: string;
  readonly relationship?: Relationship;
}

export interface HouseholdSpec {
  readonly tag: string;
  readonly group: GroupRef;
  readonly subscriberId: string;
  readonly lastName: string;
  readonly subscriber: PersonSpec;
  readonly dependents?: readonly PersonSpec[];
  readonly coverage: StandardDataSpec;
  readonly family?: Partial<Omit<FamilySpec, 'tag' | 'group' | 'subscriberId' | 'lastName'>>;
  readonly programs?: readonly number[];
  readonly ebill?: { has_ebill?: boolean; ebill_registered?: boolean; show_ebill_alert?: boolean };
}

export interface Household {
  readonly family: FamilyRef;
  readonly subscriber: MemberRef;
  readonly members: readonly MemberRef[];
}

/**
 * A subscriber (suffix 0) and dependents (suffix 1, 2 …) with the standard data of a family.
 * Ages are kept true on every seed day by counting birth dates back from it.
 */
export function addHousehold(b: PersonaBuilder, spec: HouseholdSpec): Household {
  const family = b.family({
    tag: spec.tag,
    group: spec.group,
    subscriberId: spec.subscriberId,
    lastName: spec.lastName,
    effectiveDate: spec.coverage.effectiveDate,
    ...spec.family,
  });
  const people = [spec.subscriber, ...(spec.dependents ?? [])];
  const members = people.map((person, suffix) => {
    const { age, bornOn, relationship, ...rest } = person;
    if (bornOn === undefined && age === undefined) throw new Error(`${person.firstName} has no age`);
    return b.member(family, {
      ...rest,
      suffix,
      // A different day of the year per member, so birthdays do not all fall on the seed day.
      dateOfBirth: bornOn ?? bornYearsAgo(b.today, age ?? 0, 30 + suffix * 47),
      relationship: relationship ?? (suffix === 0 ? 'subscriber' : 'child'),
    });
  });
  const [subscriber] = members;
  if (!subscriber) throw new Error(`household ${spec.tag} has no subscriber`);
  addStandardData(b, family, members, spec.coverage);
  if (spec.programs) addPrograms(b, family, spec.programs);
  if (spec.ebill) addEbill(b, family, spec.ebill);
  return { family, subscriber, members };
}

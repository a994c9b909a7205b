import { getAgeInYears } from '../navigation/eligibility-presence';
import { AGE_OF_MAJORITY } from '../session/session-rules';

/**
 * A member under the age of majority cannot create an online account (issue 14; document 1 §9 "Age
 * of majority 18"). The birthday counts on the plan's day, like every other age rule.
 */
export function isOldEnoughToRegister(dateOfBirth: string, now: Date): boolean {
  return getAgeInYears(dateOfBirth, now) >= AGE_OF_MAJORITY;
}

/** How many security questions a member answers at registration (document 1 §7 `security-questions`). */
export const REGISTRATION_QUESTION_COUNT = 2;

/**
 * The identifier a member types: the subscriber ID on the card (nine or ten letters and digits,
 * document 1 §5 "Identifier"), compared without regard to case or surrounding spaces.
 */
export function normalizeIdentifier(identifier: string): string {
  return identifier.trim().toUpperCase();
}

/** Names compare without regard to case or surrounding spaces: 'moreno ' is Moreno. */
export function normalizePersonName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

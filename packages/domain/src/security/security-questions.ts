/**
 * The security questions a member answers at registration and in settings, and is asked when
 * recovering a password (document 1 §2 `security-questions`, §5 "Security answer"). Kept as data: the
 * gateway stores answers by id, the web shows the text.
 */
export const SECURITY_QUESTIONS = [
  { id: 1, text: 'In what city were you born?' },
  { id: 2, text: 'What was the name of your first pet?' },
  { id: 3, text: 'What was the make of your first car?' },
  { id: 4, text: 'What was the name of your elementary school?' },
  { id: 5, text: 'In what city did your parents meet?' },
] as const;

export type SecurityQuestionId = (typeof SECURITY_QUESTIONS)[number]['id'];

/** The question every persona with a sign-in has answered, with `Portland` (personas.md). */
export const BIRTH_CITY_QUESTION_ID: SecurityQuestionId = 1;

/**
 * The form an answer is hashed and compared in: without regard to case or surrounding spaces
 * (personas.md), so ' portland ' matches 'Portland'. Runs of inner spaces count as one and Unicode
 * look-alikes (full-width letters) as their plain form, so a member's own answer is not refused for
 * how it was typed.
 */
export function normalizeSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

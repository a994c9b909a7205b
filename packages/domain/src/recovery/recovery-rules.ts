/** How long a password-reset link works (issue 14: "valid 30 minutes"). */
export const RESET_LINK_MINUTES = 30;

/** Wrong security answers that end a reset link (issue 14, document 1 §5 "Security answer"). */
export const RESET_ANSWER_ATTEMPTS = 5;

/**
 * The web page a reset link opens. The token rides in the fragment (#token=…), which browsers never
 * send to a server, so it stays out of access logs and Referer headers.
 */
export const RESET_PAGE_PATH = '/recovery/password/reset';

/** The token of an e-mailed link: 43 base64url characters (32 random bytes). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Why a reset link stopped working. Stored, never shown: the member sees one message for all. */
export type ResetLinkEnd = 'used' | 'replaced' | 'too-many-answers';

/**
 * Whether a stored reset link still works at `now` (issue 14): not ended (used, replaced by a later
 * link, or after five wrong answers) and younger than 30 minutes.
 */
export function isResetLinkUsable(
  link: { readonly expiresAt: Date; readonly endedAt: Date | null },
  now: Date,
): boolean {
  return link.endedAt === null && now.getTime() < link.expiresAt.getTime();
}

/** The expiry of a link made at `createdAt`. */
export function getResetLinkExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RESET_LINK_MINUTES * 60_000);
}

/** Wrong answers left after `wrongAnswers` (never below zero); zero ends the link. */
export function getAnswersRemaining(wrongAnswers: number): number {
  return Math.max(0, RESET_ANSWER_ATTEMPTS - wrongAnswers);
}

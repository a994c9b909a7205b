/**
 * Beyond the specification's password rule (document 1 §5, kept as it is): a new password is judged
 * the way NIST SP 800-63B asks, against the patterns of leaked passwords rather than an exact list
 * (issue 36, decision 037). Wherever a password is set it must not contain the account's own words,
 * and a password-strength estimator (zxcvbn-ts, in `./password-estimator`, loaded only where a
 * password is set) must score it at least MIN_PASSWORD_SCORE as typed and MIN_BARE_SCORE with its
 * symbols taken out, as cracking rules take them out ('Summer-2024!' is tried as 'Summer2024').
 * This module holds the rule; the estimator is handed in, so the /login bundle never carries it.
 */

/** The account's own words a new password is judged against: each one a guesser would try first. */
export interface PasswordAccountWords {
  readonly username: string;
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly email?: string | null | undefined;
  /** The brand's name ('Evergreen Health & Dental'): given to the estimator, not refused as such. */
  readonly brandName?: string | null | undefined;
}

export type PasswordStrengthProblem = 'containsPersonalWords' | 'guessable';

export const PASSWORD_STRENGTH_MESSAGES: Readonly<Record<PasswordStrengthProblem, string>> = {
  containsPersonalWords: 'The password must not contain your username, your name or your e-mail address.',
  guessable:
    'This password follows a pattern that is easy to guess, such as a word or name with a year or "123", or a keyboard row. Try three or four unrelated words joined by symbols, with a digit.',
};

/**
 * zxcvbn's scores: 3 is under 10^10 guesses, 4 at least that, "strong protection from an offline
 * slow-hash attack" (decision 037: our hashes are argon2id, so a stolen table is that attack).
 */
export const MIN_PASSWORD_SCORE = 4;
/** Without its symbols a password still needs 10^8 guesses: 'Qwerty-123456!' is 10^10 only for its '-'. */
export const MIN_BARE_SCORE = 3;

/** What the estimator says of one password: its score (0 to 4) and its feedback keys. */
export interface PasswordEstimate {
  readonly score: number;
  readonly warning: string | null;
  readonly suggestions: readonly string[];
}
export type PasswordEstimator = (password: string, userInputs: readonly string[]) => PasswordEstimate;

export interface PasswordJudgement {
  readonly problem: PasswordStrengthProblem | null;
  /** The weaker of the two estimates (as typed, bare): its feedback is what the member reads. */
  readonly estimate: PasswordEstimate;
}

const pieces = (value: string | null | undefined): string[] =>
  (value ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((piece) => piece.length > 0);

/** The e-mail's local part: 'alex.rivera' of 'alex.rivera@example.com'. */
const localPart = (email: string | null | undefined) => (email ?? '').split('@')[0] ?? '';

/** The password as a guesser's rules try it: lower case, letters and digits only. */
export const barePassword = (password: string) => password.replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The words a password may not contain: the username (3 to 16 letters and digits, document 1 §5)
 * and each name or e-mail piece of four letters or more (shorter ones, 'Lee', 'Pat', sit inside too
 * many honest words; the estimator still knows them as user inputs).
 */
export function personalWords(words: PasswordAccountWords): string[] {
  const username = words.username.trim().toLowerCase();
  const named = [words.firstName, words.lastName, localPart(words.email)].flatMap(pieces);
  return [...new Set([username, ...named.filter((piece) => piece.length >= 4)])].filter(
    (word) => word.length > 0,
  );
}

/** What the estimator is given as the account's own words: everything above, the brand's name too. */
export function passwordUserInputs(words: PasswordAccountWords): string[] {
  const whole = [words.username, words.firstName, words.lastName, localPart(words.email), words.brandName]
    .map((value) => (value ?? '').trim().toLowerCase())
    .filter((value) => value.length > 0);
  const split = [words.firstName, words.lastName, localPart(words.email), words.brandName].flatMap(pieces);
  return [...new Set([...whole, ...split.filter((piece) => piece.length >= 3)])];
}

const containsPersonalWords = (password: string, words: PasswordAccountWords) => {
  const bare = barePassword(password).toLowerCase();
  return personalWords(words).some((word) => bare.includes(barePassword(word)));
};

/**
 * The judgement of a new password: its first problem (the member's own words first, they are the
 * clearest to fix) or null, and the estimate whose feedback the screen shows.
 */
export function judgePassword(
  password: string,
  words: PasswordAccountWords,
  estimate: PasswordEstimator,
): PasswordJudgement {
  const inputs = passwordUserInputs(words);
  const typed = estimate(password, inputs);
  const bare = barePassword(password);
  const stripped = bare === password ? typed : estimate(bare, inputs);
  const weaker = stripped.score < typed.score ? stripped : typed;
  if (containsPersonalWords(password, words)) return { problem: 'containsPersonalWords', estimate: weaker };
  const strong = typed.score >= MIN_PASSWORD_SCORE && stripped.score >= MIN_BARE_SCORE;
  // The bare estimate is held to a lower mark, so the one to show is the one that missed its mark.
  const shown = typed.score < MIN_PASSWORD_SCORE ? typed : stripped;
  return strong ? { problem: null, estimate: typed } : { problem: 'guessable', estimate: shown };
}

import { type TranslationKeys, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import {
  judgePassword,
  type PasswordAccountWords,
  type PasswordEstimate,
  type PasswordJudgement,
} from './password-strength';

/**
 * The password-strength estimator (issue 36, decision 037): zxcvbn-ts with its common dictionary
 * (leaked passwords, diceware words, keyboard layouts) and its English one (words, first and last
 * names, Wikipedia). Its own subpath (`@dash/domain/password-estimator`) so that only the gateway and
 * the pages that set a password load its ~840 KB of dictionaries; the rule is `judgePassword`.
 * Levenshtein matching stays off: it costs a second per check and the bare check covers its cases.
 */

/** The keys of the estimator's feedback: each screen words them in its own catalogue. */
export type PasswordWarning = keyof TranslationKeys['warnings'];
export type PasswordSuggestion = keyof TranslationKeys['suggestions'];

let factory: ZxcvbnFactory | null = null;
/** Built on first use (some 0.4 s): the dictionaries are ranked once, then cached. */
const estimator = () => {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
  });
  return factory;
};

/** One estimate; the default translations are the keys themselves, so the feedback is keys. */
export function estimatePassword(password: string, userInputs: readonly string[]): PasswordEstimate {
  const result = estimator().check(password, [...userInputs]);
  return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
}

/** The rule with the real estimator: what the gateway applies and the screens show as it is typed. */
export function judgeNewPassword(password: string, words: PasswordAccountWords): PasswordJudgement {
  return judgePassword(password, words, estimatePassword);
}

import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (issue 15): the 49,000-entry list of zxcvbn-ts's common-language package
 * (MIT), lower case, taken from published password leaks. Loaded on the gateway only: the web's /login
 * bundle never carries it. Built once, on first use, into a set.
 */
let common: ReadonlySet<string> | null = null;

export function isCommonPassword(lowerCase: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(lowerCase);
}

/** How many passwords the list holds (the issue asks for at least 10,000; a test checks it). */
export function commonPasswordCount(): number {
  common ??= new Set(dictionary['passwords-common']);
  return common.size;
}

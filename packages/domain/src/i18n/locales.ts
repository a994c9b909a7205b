/** The languages the dashboard speaks (issue 17): English, the specification's, and Spanish. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE = 'en' satisfies Locale;

/**
 * The tags numbers and dates are formatted with: US conventions for both languages (dollars as
 * $1,234.50), Spanish words and day-first dates for Spanish, as US Spanish-language sites write them.
 */
export const FORMAT_TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** Each language's own name, shown in that language by the language switch. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first supported language among preferences in order (es-MX → es); the default when none is. */
export function pickLocale(preferences: readonly string[]): Locale {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's tags, most preferred first (q=0 means "not this one"). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => /^\s*q=/.test(p));
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q.split('=')[1]), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

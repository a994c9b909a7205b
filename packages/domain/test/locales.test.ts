import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatUsd } from '../src/format/format';
import { isLocale, type Locale, parseAcceptLanguage, pickLocale } from '../src/i18n/locales';

describe('the language a member is served in (issue 17)', () => {
  it.each<[string, readonly string[], Locale]>([
    ['English first', ['en-US', 'es'], 'en'],
    ['Spanish of any region', ['es-MX', 'en'], 'es'],
    ['an underscore tag', ['es_419'], 'es'],
    ['upper case', ['ES'], 'es'],
    ['an unsupported language, then Spanish', ['fr-FR', 'es'], 'es'],
    ['nothing supported', ['fr', 'de'], 'en'],
    ['no preference', [], 'en'],
  ])('%s', (_case, preferences, locale) => expect(pickLocale(preferences)).toBe(locale));

  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['es', ['es']],
    ['en-US,en;q=0.9,es;q=0.8', ['en-US', 'en', 'es']],
    ['en;q=0.5, es-MX;q=0.9', ['es-MX', 'en']],
    ['es;q=0, en', ['en']],
    ['*, es;q=0.1', ['es']],
    ['fr;q=abc, en', ['en']],
  ])('Accept-Language %j reads as %j', (header, tags) => expect(parseAcceptLanguage(header)).toEqual(tags));

  it.each<[unknown, boolean]>([
    ['en', true],
    ['es', true],
    ['fr', false],
    ['EN', false],
    [undefined, false],
  ])('%j is a supported language: %s', (value, yes) => expect(isLocale(value)).toBe(yes));
});

describe('numbers and dates by language', () => {
  it.each<[Locale, number, string]>([
    ['en', 123456, '$1,234.56'],
    ['es', 123456, '$1,234.56'],
    ['en', 0, '$0.00'],
    ['es', -500, '-$5.00'],
  ])('%s: %i cents is %s', (locale, cents, text) => expect(formatUsd(cents, locale)).toBe(text));

  it.each<[Locale, string, string]>([
    ['en', '2026-03-09', '03/09/2026'],
    ['es', '2026-03-09', '09/03/2026'],
    ['es', '2026-12-31T23:00:00Z', '31/12/2026'],
    ['es', 'soon', 'soon'],
  ])('%s: %s is shown as %s', (locale, iso, text) => expect(formatIsoDate(iso, locale)).toBe(text));
});

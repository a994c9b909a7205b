import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@dash/domain';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

/** Every catalogue folder of the web app: src/locales and each feature's locales. */
function catalogueFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (!entry.isDirectory()) continue;
    if (entry.name === 'locales') found.push(child);
    else found.push(...catalogueFolders(child));
  }
  return found;
}

const read = (folder: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(folder, `${locale}.json`), 'utf8'));

/** The ICU arguments and tags a message uses ({name}, <0>…</0>): a translation must keep each one. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{\s*(\w+)[^{}]*\}|<\/?(\d+)\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

const folders = catalogueFolders(SRC);

describe('message catalogues (issue 17)', () => {
  it('are found', () => expect(folders.length).toBeGreaterThan(1));

  describe.each(folders.map((folder) => [path.relative(SRC, folder), folder]))('%s', (_name, folder) => {
    const english = read(folder, 'en');
    it.each(LOCALES.filter((l) => l !== 'en'))('has the same keys in %s as in English', (locale) => {
      const other = read(folder, locale);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    });
    it.each(LOCALES.filter((l) => l !== 'en'))('keeps every placeholder in %s', (locale) => {
      const other = read(folder, locale);
      for (const [key, message] of Object.entries(english)) {
        expect({ key, placeholders: placeholders(other[key] ?? '') }).toEqual({
          key,
          placeholders: placeholders(message),
        });
      }
    });
    it.each(LOCALES)('has no empty message in %s', (locale) => {
      const empty = Object.entries(read(folder, locale)).filter(([, message]) => message.trim() === '');
      expect(empty).toEqual([]);
    });
  });
});

import { DOMAIN_IDS, getContactBlocks, HOURS_TEXTS, MENU_TEXTS, UTILITY_MENU_TEXTS } from '@dash/domain';
import { describe, expect, it } from 'vitest';
import components from '../components/locales/en.json';
import shell from '../features/shell/locales/en.json';
import english from './en.json';

const englishTexts = english as Readonly<Record<string, string>>;
const componentEnglish = components as Readonly<Record<string, string>>;
const shellEnglish = shell as Readonly<Record<string, string>>;

describe('the shell’s and the components’ catalogues cover the rules’ English (issue 17)', () => {
  it('each menu title is one key of MENU_TEXTS, and the catalogue says it word for word', () => {
    const titles = Object.values(MENU_TEXTS);
    expect(new Set(titles).size).toBe(titles.length);
    // The utility menu's in the common catalogue (every page's header), the others in the member navigation's.
    for (const [key, title] of Object.entries(MENU_TEXTS)) {
      const catalogue = key in UTILITY_MENU_TEXTS ? englishTexts : shellEnglish;
      expect(catalogue[`menu.${key}`]).toBe(title);
    }
  });

  it('each contact block title, line label and hours text of every brand has its words', () => {
    const catalogued = new Set(Object.values(componentEnglish));
    const words = DOMAIN_IDS.flatMap((domainId) =>
      getContactBlocks(domainId).flatMap((block) => [
        block.title,
        ...block.entries.map((entry) => entry.label),
      ]),
    );
    for (const text of [...words, ...Object.values(HOURS_TEXTS)]) expect(catalogued).toContain(text);
    for (const [key, text] of Object.entries(HOURS_TEXTS))
      expect(componentEnglish[`hours.${key}`]).toBe(text);
  });
});

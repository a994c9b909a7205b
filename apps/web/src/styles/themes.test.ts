import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_TOKENS, DOMAIN_IDS, getBrandCssVariables, getSharedCssVariables } from '@dash/domain';
import { describe, expect, it } from 'vitest';

/** The custom properties of each rule block of themes.css, by its selector. */
function readBlocks(css: string): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of withoutComments.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const variables: Record<string, string> = {};
    for (const declaration of (match[2] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) variables[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
    }
    for (const selector of (match[1] ?? '').split(',')) {
      const key = selector.trim();
      blocks.set(key, { ...blocks.get(key), ...variables });
    }
  }
  return blocks;
}

// Read from disk: Vitest hands CSS imports over empty.
const blocks = readBlocks(readFileSync(path.join(import.meta.dirname, 'themes.css'), 'utf8'));

describe('themes.css is the domain token table, written as CSS (one source)', () => {
  it.each(DOMAIN_IDS.map((id) => [BRAND_TOKENS[id].theme, BRAND_TOKENS[id]] as const))(
    'brand %s: exactly its token values',
    (theme, tokens) => {
      expect(blocks.get(`[data-theme="${theme}"]`)).toEqual(getBrandCssVariables(tokens));
    },
  );

  it(':root holds the shared tokens and the main brand as the default', () => {
    expect(blocks.get(':root')).toEqual({
      ...getBrandCssVariables(BRAND_TOKENS[1]),
      ...getSharedCssVariables(),
    });
  });

  it('declares no block the table does not know', () => {
    const known = [':root', ...DOMAIN_IDS.map((id) => `[data-theme="${BRAND_TOKENS[id].theme}"]`)];
    expect([...blocks.keys()].sort()).toEqual(known.sort());
  });
});

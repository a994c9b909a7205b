import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyDeferredStyles } from '@/lib/deferred-styles';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const indexHtml = read('../../index.html');
const themesCss = read('../styles/themes.css');

/** The --color-primary of each theme in themes.css (the first block is the default, evergreen). */
function themePrimaries(): Record<string, string> {
  const primaries: Record<string, string> = {};
  for (const block of themesCss.matchAll(/\[data-theme="([\w-]+)"\]\s*\{([^}]*)\}/g)) {
    const colour = /--color-primary:\s*(#[\da-f]{6})/i.exec(block[2] ?? '')?.[1];
    if (block[1] && colour) primaries[block[1]] = colour.toLowerCase();
  }
  return primaries;
}

describe('the first paint of index.html (issue 9)', () => {
  it('paints the brand bar in each theme colour of themes.css, before any stylesheet arrives', () => {
    const primaries = themePrimaries();
    expect(Object.keys(primaries).sort()).toEqual(['evergreen', 'evergreen-medicare', 'harbor']);
    expect(indexHtml).toMatch(new RegExp(`\\.boot__bar \\{ background: ${primaries.evergreen};`));
    for (const theme of ['evergreen-medicare', 'harbor']) {
      expect(indexHtml).toContain(`[data-theme="${theme}"] .boot__bar { background: ${primaries[theme]}; }`);
    }
  });

  it('holds the brand bar (filled in by the gateway) and a loading state inside #root, for React to replace', () => {
    const doc = new DOMParser().parseFromString(indexHtml, 'text/html');
    const root = doc.getElementById('root');
    expect(root?.querySelector('.boot__bar .boot__inner')?.innerHTML).toContain('<!--brand-header-->');
    expect(root?.querySelector('[role="status"]')?.textContent).toBe('Loading');
  });
});

describe('applyDeferredStyles', () => {
  it('switches the deferred stylesheets on and waits until they have loaded', async () => {
    const doc = document.implementation.createHTMLDocument('');
    doc.head.innerHTML =
      '<link rel="stylesheet" href="/a.css" media="print" data-deferred-style><link rel="stylesheet" href="/b.css" media="print">';
    const [deferred, other] = [...doc.querySelectorAll('link')];
    let done = false;
    const applied = applyDeferredStyles(doc).then(() => {
      done = true;
    });
    expect(deferred?.media).toBe('all');
    expect(other?.media).toBe('print');
    await Promise.resolve();
    expect(done).toBe(false);
    deferred?.dispatchEvent(new Event('load'));
    await applied;
    expect(done).toBe(true);
  });
});

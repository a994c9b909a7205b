import type { Page } from '@playwright/test';

/**
 * Watches, from before the next page's first byte, the moment #root is marked live (`data-live`,
 * apps/web/src/components/page-boundary.tsx), and notes then which of its controls React does not
 * own yet: a control a server-rendered page shows before React has taken its part over has no fiber on it, and
 * a click it took would be lost. Read at the very write, not after it, since React may take more
 * over before an observer would run.
 */
export async function watchLiveMoment(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { notOwnedWhenLive: string[] | null };
    seen.notOwnedWhenLive = null;
    const dataset = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'dataset');
    const read = dataset?.get;
    if (!read) return;
    Object.defineProperty(HTMLElement.prototype, 'dataset', {
      configurable: true,
      get(this: HTMLElement) {
        const map = read.call(this) as DOMStringMap;
        if (this.id !== 'root') return map;
        const root = this;
        return new Proxy(map, {
          set(target, key, value) {
            if (key === 'live' && seen.notOwnedWhenLive === null)
              seen.notOwnedWhenLive = [
                ...root.querySelectorAll('button, input, select, textarea, [role="button"]'),
              ]
                .filter((control) => !Object.keys(control).some((name) => name.startsWith('__reactFiber$')))
                .map((control) => control.outerHTML.slice(0, 120));
            return Reflect.set(target, key, value);
          },
        });
      },
    });
  });
}

/** The controls React did not own when #root was marked live (none), or null if it was not marked. */
export const notOwnedWhenLive = (page: Page): Promise<string[] | null> =>
  page.evaluate(() => (window as unknown as { notOwnedWhenLive: string[] | null }).notOwnedWhenLive);

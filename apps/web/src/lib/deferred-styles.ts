/** The attribute the build's defer-styles plugin puts on the app's stylesheets. */
const SELECTOR = 'link[rel="stylesheet"][data-deferred-style]';

function whenLoaded(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // A stylesheet that fails still lets the app start; it is usable without it.
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Switches on the stylesheets the build loads without blocking the first paint, and waits for them,
 * so the app never renders unstyled (issue 9, first paint).
 */
export function applyDeferredStyles(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(SELECTOR)];
  for (const link of links) link.media = 'all';
  return Promise.all(links.map(whenLoaded)).then(() => undefined);
}

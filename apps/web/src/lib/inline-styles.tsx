import { createContext, use } from 'react';

/**
 * The app's stylesheet as text, in the page itself: the first paint waits for no stylesheet request
 * (issue 16, LCP: a linked stylesheet was the one request that blocked it). The server's entry gives the
 * build's stylesheet (entry.server.tsx); the browser's gives back what the page already holds, so the
 * browser's bundle carries no copy of it and hydration finds the same element.
 */
export const InlineStylesContext = createContext('');

const ELEMENT_ID = 'inline-styles';

/** The stylesheet the server put in the page, read once as the browser starts. */
export function pageStyles(doc: Document = document): string {
  return doc.getElementById(ELEMENT_ID)?.innerHTML ?? '';
}

export function InlineStyles() {
  return (
    <style
      id={ELEMENT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, which holds no `</style>`.
      dangerouslySetInnerHTML={{ __html: use(InlineStylesContext) }}
    />
  );
}

import { type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';

/**
 * When #root is live (`data-live`): React owns the whole page. On a page the gateway server-rendered, React
 * hydrates the root first and what each boundary holds later, at a background priority (issue 16,
 * TBT); a control inside a boundary not yet hydrated would lose a click (a radio's choice, once in
 * CI), so the stylesheet keeps the server-rendered page's controls from the pointer until then
 * (styles/base.css). A boundary is waited for from the commit that renders it until its own content
 * commits, or until it goes (an error above it): a boundary found inside one that was hydrated is
 * registered in that same commit, before the outer one's content reports, so the count never
 * touches zero early.
 */
const waiting = new Set<object>();
let rootCommitted = false;
let live = false;
const onLive: (() => void)[] = [];

function settle() {
  if (!rootCommitted || waiting.size > 0) return;
  const root = document.getElementById('root');
  if (root) root.dataset.live = '';
  live = true;
  for (const run of onLive.splice(0)) run();
}

/**
 * Runs `run` once React owns the whole page: at once if it does. A change to what every part renders
 * (the language this device chose) waits for it, so the page is hydrated as the server rendered it.
 */
export function whenLive(run: () => void): void {
  if (live) run();
  else onLive.push(run);
}

/** At the root of the app: its first commit, hydrated or rendered afresh. */
export function LiveRoot() {
  useEffect(() => {
    rootCommitted = true;
    settle();
  }, []);
  return null;
}

function ContentCommitted({ boundary }: { boundary: object }) {
  useEffect(() => {
    waiting.delete(boundary);
    settle();
  }, [boundary]);
  return null;
}

/** A Suspense boundary around a server-rendered page's part: the page is live once every one has its content. */
export function PageBoundary({ children }: { children: ReactNode }) {
  const [boundary] = useState(() => ({}));
  // A layout effect: it runs in the commit that renders the boundary, before any passive effect of
  // that commit (ContentCommitted of a boundary around this one).
  useLayoutEffect(() => {
    waiting.add(boundary);
    return () => {
      waiting.delete(boundary);
      settle();
    };
  }, [boundary]);
  return (
    <Suspense>
      {children}
      <ContentCommitted boundary={boundary} />
    </Suspense>
  );
}

/** For tests: as before the app's first render. */
export function resetLiveMark() {
  waiting.clear();
  rootCommitted = false;
  live = false;
  onLive.length = 0;
}

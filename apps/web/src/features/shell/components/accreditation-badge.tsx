import { Suspense, use } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { loadAccreditation } from '../api/get-accreditation';

function Badge() {
  const data = use(loadAccreditation());
  if (!data) return null;
  return (
    <div className="accreditation">
      <img className="accreditation__logo" src={data.logo} alt="" width="48" height="48" />
      <p className="accreditation__text">{data.description}</p>
    </div>
  );
}

/**
 * The badge's box while its call is out (issue 16, CLS): the logo's square and the description's two
 * lines, drawn by the stylesheet, so the footer has its final height from the first render. The badge
 * arrives after the page has rendered, and a footer that grew then pushed itself up into view on /login.
 * One element: this is part of what /login loads.
 */
const placeholder = <div className="accreditation accreditation--placeholder" aria-hidden="true" />;

/** The quality-accreditation badge of the footer (document 1 §2): logo and its description, or nothing. */
export function AccreditationBadge() {
  // A page the server rendered holds the placeholder alone: a boundary the server cannot finish would
  // be hydrated as an error (React's 419), so the badge is asked for once React owns the page.
  if (!useHydrated()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Badge />
    </Suspense>
  );
}

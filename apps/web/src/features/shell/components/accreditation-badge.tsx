import { Suspense, use } from 'react';
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
 * lines, so the footer has its final height from the first render. The badge arrives after the page
 * has drawn, and a footer that grew then pushed itself up into view on /login.
 */
function BadgePlaceholder() {
  return (
    <div className="accreditation accreditation--placeholder" aria-hidden="true">
      <span className="skeleton accreditation__logo" />
      <span className="skeleton accreditation__text" />
    </div>
  );
}

/** The quality-accreditation badge of the footer (document 1 §2): logo and its description, or nothing. */
export function AccreditationBadge() {
  return (
    <Suspense fallback={<BadgePlaceholder />}>
      <Badge />
    </Suspense>
  );
}

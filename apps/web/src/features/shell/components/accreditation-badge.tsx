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

/** The quality-accreditation badge of the footer (document 1 §2): logo and its description, or nothing. */
export function AccreditationBadge() {
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}

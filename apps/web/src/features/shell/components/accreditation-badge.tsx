import type { Accreditation } from '@dash/domain/api';

/**
 * The quality-accreditation badge of the footer (document 1 §2): logo and its description, or nothing.
 * Its data comes with the page (the root route's loader), so the server renders it in place and the
 * footer has its final height from the first paint (issue 16, CLS).
 */
export function AccreditationBadge({ accreditation }: { accreditation: Accreditation | null }) {
  if (!accreditation) return null;
  return (
    <div className="accreditation">
      <img className="accreditation__logo" src={accreditation.logo} alt="" width="48" height="48" />
      <p className="accreditation__text">{accreditation.description}</p>
    </div>
  );
}

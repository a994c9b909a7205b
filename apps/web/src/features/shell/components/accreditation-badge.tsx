import { useAccreditation } from '../api/get-accreditation';

/** The quality-accreditation badge of the footer (document 1 §2): logo and its description. */
export function AccreditationBadge() {
  const { data } = useAccreditation();
  if (!data) return null;
  return (
    <div className="accreditation">
      <img className="accreditation__logo" src={data.logo} alt="" width="48" height="48" />
      <p className="accreditation__text">{data.description}</p>
    </div>
  );
}

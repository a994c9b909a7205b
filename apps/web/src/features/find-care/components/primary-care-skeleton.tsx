import { findCareTexts } from '../texts';

/** The primary-care screens while their data loads: cards at their final sizes, and what is happening. */
export function PrimaryCareSkeleton({ label }: { readonly label?: string }) {
  const t = findCareTexts.useTexts();
  const name = label ?? t('loading');
  return (
    <div className="stack pcp-skeleton" role="status" aria-label={name}>
      <span className="visually-hidden">{name}</span>
      <div className="card pcp-skeleton__card" aria-hidden="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
      </div>
      <div className="card pcp-skeleton__card" aria-hidden="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
      </div>
    </div>
  );
}

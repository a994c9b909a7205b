import { FIND_CARE_TEXTS as TEXTS } from '@dash/domain';

/** The primary-care screens while their data loads: cards at their final sizes, and what is happening. */
export function PrimaryCareSkeleton({ label = TEXTS.loading }: { readonly label?: string }) {
  return (
    <div className="stack pcp-skeleton" role="status" aria-label={label}>
      <span className="visually-hidden">{label}</span>
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

import { SHELL_TEXTS } from '@dash/domain';

/** The EOB list while it loads: cards of the real cards' height, so nothing moves when they arrive. */
export function EobsSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXTS.loading}>
      <span className="visually-hidden">{SHELL_TEXTS.loading}</span>
      <ul className="claims-list" aria-hidden="true">
        {['a', 'b', 'c'].map((key) => (
          <li key={key} className="card claim-card claim-card--placeholder">
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--line" />
          </li>
        ))}
      </ul>
    </div>
  );
}

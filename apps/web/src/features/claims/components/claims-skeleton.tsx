import { claimsTexts } from '../texts';

/** The list while it loads: cards of the real cards' height, so nothing moves when they arrive. */
export function ClaimsSkeleton() {
  const t = claimsTexts.useTexts();
  return (
    <div role="status" aria-label={t('loading')}>
      <span className="visually-hidden">{t('loading')}</span>
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

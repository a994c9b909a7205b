import { benefitsTexts } from '../texts';

/**
 * A benefits page while its data loads (document 2 §2): the filters, the tabs and the cards at their
 * final sizes, so nothing moves when the data arrives; the status says what is happening.
 */
export function BenefitsSkeleton({ cards = 4 }: { readonly cards?: number }) {
  const t = benefitsTexts.useTexts();
  return (
    <div className="benefits-skeleton" role="status" aria-label={t('loading')}>
      <span className="visually-hidden">{t('loading')}</span>
      <div className="benefits-filters" aria-hidden="true">
        <span className="skeleton benefits-skeleton__field" />
        <span className="skeleton benefits-skeleton__field" />
      </div>
      <span className="skeleton skeleton--line" aria-hidden="true" />
      <span className="skeleton benefits-skeleton__tabs" aria-hidden="true" />
      <ul className="tile-grid" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index} className="card benefits-skeleton__card" />
        ))}
      </ul>
    </div>
  );
}

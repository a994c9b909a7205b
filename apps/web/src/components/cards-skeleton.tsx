/**
 * A data screen's placeholder while it loads (issue 17): `count` cards of grey lines where the
 * content will come, announced once by `label` (a status), so the page has its shape at once.
 */
export function CardsSkeleton({ label, count = 2 }: { readonly label: string; readonly count?: number }) {
  return (
    <div role="status" aria-label={label}>
      <span className="visually-hidden">{label}</span>
      <ul className="stack cards-skeleton" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity and never move.
          <li key={index} className="card stack">
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line" />
          </li>
        ))}
      </ul>
    </div>
  );
}

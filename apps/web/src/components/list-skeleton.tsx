/**
 * A list of cards while its data loads: cards at the height the loaded cards take, so nothing below
 * moves when the data arrives; the status names what is loading.
 */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="list-skeleton" role="status" aria-label={label}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
        <div key={index} className="card list-skeleton__card" aria-hidden="true">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--text" />
        </div>
      ))}
    </div>
  );
}

/**
 * The placeholder of an account page's card while its data loads: a title line and `lines` fact
 * lines of the real text's height, so the card does not move when the data arrives.
 */
export function CardSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <div className="card stack account-skeleton" aria-hidden="true">
      <span className="skeleton skeleton--line account-skeleton__title" />
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines never move.
        <span key={index} className="skeleton skeleton--line" />
      ))}
    </div>
  );
}

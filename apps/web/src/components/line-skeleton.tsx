/**
 * A line of text that waits for data (a link shown to some members only): a paragraph one line high
 * with the paragraph's margins, so what follows stays put when the line arrives (issue 16, CLS).
 */
export function LineSkeleton() {
  return (
    <p className="line-skeleton" aria-hidden="true">
      <span className="skeleton skeleton--word" />
    </p>
  );
}

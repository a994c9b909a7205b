import type { ReactNode } from 'react';

/** An empty list or screen, on a card, saying what to do next (issue 11: every member area's empty response). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="card empty-state">
      <p>{children}</p>
    </div>
  );
}

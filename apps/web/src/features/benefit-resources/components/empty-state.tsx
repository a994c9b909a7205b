import type { ReactNode } from 'react';

/** An empty list says what to do next (issue 11). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="card resource-empty">
      <p>{children}</p>
    </div>
  );
}

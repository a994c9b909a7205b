import type { ReactNode } from 'react';

/** Label and value pairs of a card, as a description list. */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="fact-list">
      {facts.map(([label, value]) => (
        <div key={label} className="fact-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

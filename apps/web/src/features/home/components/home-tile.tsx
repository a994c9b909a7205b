import { type ReactNode, useId } from 'react';

/** A tile of the /home grid: a titled card. */
export function HomeTile({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <section className="home-tile" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

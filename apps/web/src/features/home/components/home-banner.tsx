import { type ReactNode, useId } from 'react';

interface HomeBannerProps {
  readonly tone: 'info' | 'warning';
  readonly title: string;
  readonly children: ReactNode;
}

/** A banner on /home: a titled region (not a live one: it is there when the page loads, not news). */
export function HomeBanner({ tone, title, children }: HomeBannerProps) {
  const id = useId();
  return (
    <section className={`alert alert--${tone} home-banner`} aria-labelledby={id}>
      <div className="alert__body">
        <h2 id={id} className="alert__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

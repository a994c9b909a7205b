import { type ReactNode, useId } from 'react';

interface PageLayoutProps {
  /** The page's one h1. */
  readonly title: ReactNode;
  /** A short paragraph under the title. */
  readonly intro?: ReactNode;
  /**
   * `wide` (default) spans the shell's content width (--content-max, shared with header and footer);
   * `narrow` is a form's reading width (--content-narrow), centred.
   */
  readonly width?: 'wide' | 'narrow';
  /** Draw the page on a card (the sign-in forms). */
  readonly framed?: boolean;
  readonly titleId?: string;
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * The layout every route draws inside the shell's main: its width, the title (h1) and intro, then
 * the content with the system's vertical rhythm. The shell owns the outer gutters and --content-max;
 * a page never sets its own width or padding.
 */
export function PageLayout({
  title,
  intro,
  width = 'wide',
  framed = false,
  titleId,
  busy,
  children,
}: PageLayoutProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const classes = ['page-layout', `page-layout--${width}`, framed ? 'card' : null].filter(Boolean);
  return (
    <section className={classes.join(' ')} aria-labelledby={headingId} aria-busy={busy}>
      <div className="page-layout__header">
        <h1 id={headingId}>{title}</h1>
        {intro ? <p className="page-layout__intro">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

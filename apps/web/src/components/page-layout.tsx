import { type ReactNode, useId } from 'react';

/** The page's heading: a title (and intro) rendered by the layout, or a header the page renders itself. */
type PageHeading =
  | {
      /** The page's one h1. */
      readonly title: ReactNode;
      /** A short paragraph under the title. */
      readonly intro?: ReactNode;
      /** A way back shown above the title (contact-us's 'Back to login'). */
      readonly lead?: ReactNode;
      readonly titleId?: string;
      readonly header?: never;
    }
  | {
      /**
       * A page whose h1 sits in a richer block (home's welcome banner) renders that block itself; it
       * holds the page's one h1 and names its own region. `null` while the page is still loading.
       */
      readonly header: ReactNode;
      readonly title?: never;
      readonly intro?: never;
      readonly lead?: never;
      readonly titleId?: never;
    };

type PageLayoutProps = PageHeading & {
  /**
   * `wide` (default) spans the shell's content width (--content-max, shared with header and footer);
   * `narrow` is a form's reading width (--content-narrow), centred.
   */
  readonly width?: 'wide' | 'narrow';
  /** Render the page on a card (the sign-in forms). */
  readonly framed?: boolean;
  readonly busy?: boolean;
  readonly children: ReactNode;
};

/**
 * The layout every route renders inside the shell's main: its width, the title (h1) and intro, then
 * the content with the system's vertical rhythm. The shell owns the outer gutters and --content-max;
 * a page never sets its own width or padding.
 */
export function PageLayout(props: PageLayoutProps) {
  const { width = 'wide', framed = false, busy, children } = props;
  const generatedId = useId();
  const classes = ['page-layout', `page-layout--${width}`, framed ? 'card' : null].filter(Boolean);
  if (props.header !== undefined) {
    // The page's own header names its region; a second region of the same name would be noise.
    return (
      <div className={classes.join(' ')} aria-busy={busy}>
        {props.header}
        {children}
      </div>
    );
  }
  const headingId = props.titleId ?? generatedId;
  return (
    <section className={classes.join(' ')} aria-labelledby={headingId} aria-busy={busy}>
      <div className="page-layout__header">
        {props.lead}
        <h1 id={headingId}>{props.title}</h1>
        {props.intro ? <p className="page-layout__intro">{props.intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { safeLinkHref } from '@/lib/safe-link';
import { commonTexts } from '@/locales/texts';

/**
 * A link that leaves the dashboard (issue 17; a Medicare Advantage website rule: the member is told
 * before leaving the plan's site). It shows an outward arrow and tells a screen reader the same in
 * `note` ("(opens in a new window)" by default; a page may keep its own wording, "(opens in a new
 * tab)"). It opens a new window without giving that window a handle on this one; `sameWindow` for
 * the ways out of a signed-out page (logout, error), which leave in place. Addresses often come from
 * the server: only a safe one (http(s), mailto, tel, relative) becomes a link, else the words stay as
 * text (issue 15, hostile input).
 */
export function ExternalLink({
  href,
  children,
  className,
  note,
  sameWindow = false,
  'aria-label': ariaLabel,
}: {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly note?: string;
  readonly sameWindow?: boolean;
  readonly 'aria-label'?: string | undefined;
}) {
  const t = commonTexts.useTexts();
  const shownNote = note ?? t('shell.opensInNewWindow');
  const safeHref = safeLinkHref(href);
  if (!safeHref) return <span className={className}>{children}</span>;
  const target = sameWindow ? {} : { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <a href={safeHref} className={className} aria-label={ariaLabel} data-external="" {...target}>
      {children}{' '}
      <svg
        className="external-link__mark"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 16 16"
        width="12"
        height="12"
      >
        <path d="M6 3h7v7M13 3 5 11M11 9v4H3V5h4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {shownNote ? <span className="visually-hidden">{shownNote}</span> : null}
    </a>
  );
}

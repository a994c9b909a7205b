import { FIND_CARE_TEXTS } from '@dash/domain';
import type { ReactNode } from 'react';

/** A link that leaves the dashboard in a new window, without giving that window a handle on this one. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <span className="visually-hidden">{FIND_CARE_TEXTS.opensInNewWindow}</span>
    </a>
  );
}

import { PASSPORT_DENTAL } from '@dash/domain';
import type { ReactNode } from 'react';

/** A link that leaves the dashboard in a new window, without giving that window a handle on this one. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{PASSPORT_DENTAL.opensInNewWindow}</span>
    </a>
  );
}

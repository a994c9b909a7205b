import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from '@/lib/chunk-load';
import { reportError } from '@/lib/error-reports';

interface FallbackBoundaryProps {
  /** What stands in place of the children once they failed; null: nothing. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * An error boundary for a part of a page that may fail without taking the page with it (the member's
 * menus, the member frame around an error page): the part is left out, the error reported (issue 36),
 * and a file of the build that failed to load has the page loaded afresh once. React offers error
 * boundaries as class components only.
 */
export class FallbackBoundary extends Component<FallbackBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (isChunkLoadError(error)) reloadOnce(error);
    reportError('boundary', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

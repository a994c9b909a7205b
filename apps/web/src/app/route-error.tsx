import { useEffect } from 'react';
import { isRouteErrorResponse, useMatches, useRouteError } from 'react-router';
import { GenericError } from '@/components/generic-error';
import { Spinner } from '@/components/spinner';
import { canReload, isChunkLoadError, reloadOnce } from '@/lib/chunk-load';
import { errorReference, reportError, routePatternOf } from '@/lib/error-reports';
import { HttpError } from '@/lib/http-error';
import { SessionFrame } from './session-frame';

function getStatus(error: unknown): string {
  if (error instanceof HttpError || isRouteErrorResponse(error)) return String(error.status);
  return 'generic';
}

/** An unknown address is the member's, not the app's: every other catch is reported (issue 36). */
const isReported = (error: unknown) => !(isRouteErrorResponse(error) && error.status === 404);

/**
 * What a boundary does with its catch: a file of the build that failed to load has the page loaded
 * afresh once (a spinner meanwhile); anything else is reported, and its reference shown.
 */
function useCaughtError(error: unknown): { reloading: boolean; reference: string | undefined } {
  const reloading = isChunkLoadError(error) && canReload();
  const reported = isReported(error) && !reloading;
  const match = useMatches().at(-1);
  const page = match ? routePatternOf(match.pathname, match.params) : undefined;
  // After the commit: the address is then the one the router went to, which the fresh load opens.
  // A file that failed to load is reported as the page reloads (chunk-load.ts).
  useEffect(() => {
    if (reloading) reloadOnce(error);
    else if (reported) reportError('boundary', error, page);
  }, [error, reloading, reported, page]);
  return { reloading, reference: reported ? errorReference(error) : undefined };
}

/**
 * A page that failed to load or render shows the error page for its status, inside the shell, with
 * the member's navigation when a session exists (issue 9), and the reference of its report (issue 36).
 */
export function RouteError() {
  const error = useRouteError();
  const { reloading, reference } = useCaughtError(error);
  if (reloading) return <Spinner />;
  return <SessionFrame errorStatus={getStatus(error)} reference={reference} />;
}

/**
 * The shell itself failed: the design system's generic error on the page's own background and width,
 * with the reference, and nothing else around it (what failed may be the shell's own).
 */
export function ShellError() {
  const error = useRouteError();
  const { reloading, reference } = useCaughtError(error);
  return (
    <div className="shell">
      <main id="main-content" className="page shell-container" tabIndex={-1}>
        {reloading ? <Spinner /> : <GenericError headingLevel={1} reference={reference} />}
      </main>
    </div>
  );
}

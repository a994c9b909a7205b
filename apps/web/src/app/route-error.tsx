import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GenericError } from '@/components/generic-error';
import { HttpError } from '@/lib/api-client';
import { SessionFrame } from './session-frame';

function getStatus(error: unknown): string {
  if (error instanceof HttpError || isRouteErrorResponse(error)) return String(error.status);
  return 'generic';
}

/**
 * A page that failed to load or render shows the error page for its status, inside the shell, with
 * the member's navigation when a session exists (issue 9).
 */
export function RouteError() {
  return <SessionFrame errorStatus={getStatus(useRouteError())} />;
}

/** The shell itself failed: the generic widget, with nothing around it. */
export function ShellError() {
  return (
    <main className="page">
      <GenericError headingLevel={1} />
    </main>
  );
}

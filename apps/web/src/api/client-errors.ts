import { type ClientErrorReport, FIRST_PAGE_API_PATHS } from '@dash/domain/api';
import { getSessionToken } from '@/lib/session';

/**
 * POST client-errors (issue 36): an error the browser could not handle. With the session's token when
 * there is one (the gateway logs its pseudonymous id). A plain fetch, not the API client: the reporter
 * is in every page's first script, the client is not (issue 37, /login ≤ 120 KB), and the report's
 * answer is a 204 whose failure is the reporter's to ignore, never the global HTTP handling's.
 */
export async function sendClientErrorReport(report: ClientErrorReport): Promise<void> {
  const token = getSessionToken();
  const response = await fetch(FIRST_PAGE_API_PATHS.clientErrors, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(report),
  });
  if (!response.ok) throw new Error(`The error report was refused (${response.status}).`);
}

import { type ClientErrorReport, FIRST_PAGE_API_PATHS } from '@dash/domain/api';
import { apiRequest, type Contract } from '@/lib/api-client';

/** The 204 of POST client-errors, read without zod: the reporter is in every page's first script. */
const NO_CONTENT: Contract<null> = { parse: () => null };

/**
 * POST client-errors (issue 36): an error the browser could not handle. With the session's token when
 * there is one (the gateway logs its pseudonymous id); a failure is the reporter's to ignore, never
 * the global HTTP handling's.
 */
export function sendClientErrorReport(report: ClientErrorReport): Promise<null> {
  return apiRequest(FIRST_PAGE_API_PATHS.clientErrors, {
    method: 'POST',
    body: report,
    schema: NO_CONTENT,
    globalErrorHandling: 'never',
  });
}

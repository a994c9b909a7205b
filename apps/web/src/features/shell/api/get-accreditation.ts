import { type Accreditation, AccreditationParser, FIRST_PAGE_API_PATHS } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/**
 * The quality-accreditation badge (document 1 §3, §7). A badge that cannot be fetched is left out:
 * it must never replace the page with an error, so global handling is off.
 */
export function getAccreditation(signal?: AbortSignal): Promise<Accreditation> {
  return apiRequest(FIRST_PAGE_API_PATHS.accreditation, {
    schema: AccreditationParser,
    signal,
    globalErrorHandling: false,
  });
}

let pending: Promise<Accreditation | null> | null = null;

/**
 * Asked for once per page load and shared by every page: the footer shows the badge signed in or
 * not (issue 9), and the sign-in pages load no query library (docs/decisions/003), so no cache of it.
 */
export function loadAccreditation(): Promise<Accreditation | null> {
  pending ??= getAccreditation().catch(() => null);
  return pending;
}

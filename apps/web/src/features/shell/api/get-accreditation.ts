import { type Accreditation, FIRST_PAGE_API_PATHS } from '@dash/domain/api';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/**
 * The quality-accreditation badge (document 1 §3, §7), parsed with its contract schema. A badge that
 * cannot be fetched is left out: it must never replace the page with an error, so global handling is off.
 */
export function getAccreditation(call?: ApiCall): Promise<Accreditation> {
  return apiRequest(FIRST_PAGE_API_PATHS.accreditation, {
    schema: () => import('@dash/domain/api/shell').then((m) => m.Accreditation),
    ...through(call),
    globalErrorHandling: false,
  });
}

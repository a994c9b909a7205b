import type { Locale } from '@dash/domain';
import { type AccountLanguage, API_PATHS } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** PUT account/language: keeps the member's language for their next sign-in (issue 17). */
export function saveAccountLanguage(language: Locale): Promise<AccountLanguage> {
  return apiRequest(API_PATHS.accountLanguage, {
    method: 'PUT',
    body: { language },
    schema: () => import('@dash/domain/api/account-language').then((m) => m.AccountLanguage),
    // A language not saved is no reason to interrupt the member: this device still remembers it.
    globalErrorHandling: false,
  });
}

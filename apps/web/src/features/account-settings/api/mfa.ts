import {
  API_PATHS,
  type MfaCode,
  type MfaEnrolmentStart,
  type MfaEnrolmentStarted,
  type MfaRecoveryCodes,
  type MfaRemoval,
} from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, through } from '@/lib/api-client';

/** GET account/mfa (issue 15): whether two-step sign-in is on, how, and the recovery codes left. */
export const mfaStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'mfa'],
    queryFn: (call) =>
      apiRequest(API_PATHS.mfaStatus, {
        schema: () => import('@dash/domain/api/mfa').then((m) => m.MfaStatus),
        ...through(call),
      }),
  });

export const useMfaStatus = () => useQuery(mfaStatusQueryOptions());

/** POST account/mfa/enrolment: after the password; a wrong one (400) is the card's to show. */
export function startMfaEnrolment(body: MfaEnrolmentStart): Promise<MfaEnrolmentStarted> {
  return apiRequest(API_PATHS.mfaEnrolment, {
    method: 'POST',
    body,
    schema: () => import('@dash/domain/api/mfa').then((m) => m.MfaEnrolmentStarted),
    globalErrorHandling: false,
  });
}

/** POST account/mfa/enrolment/confirm: the first code; the recovery codes, shown once. */
export function confirmMfaEnrolment(body: MfaCode): Promise<MfaRecoveryCodes> {
  return apiRequest(API_PATHS.mfaEnrolmentConfirm, {
    method: 'POST',
    body,
    schema: () => import('@dash/domain/api/mfa').then((m) => m.MfaRecoveryCodes),
    globalErrorHandling: false,
  });
}

/** POST account/mfa/removal: after the password. */
export function removeMfa(body: MfaRemoval): Promise<null> {
  return apiRequest(API_PATHS.mfaRemoval, {
    method: 'POST',
    body,
    schema: () => import('@dash/domain/api/no-content').then((m) => m.NoContent),
    globalErrorHandling: false,
  });
}

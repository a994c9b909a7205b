import { API_PATHS, type IdCardEmailState } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET idCard/email: the latest ID card e-mail the member asked for and where it is (issue 36). */
export function getIdCardEmailState(call?: ApiCall): Promise<IdCardEmailState> {
  return apiRequest(API_PATHS.idCardEmail, {
    schema: () => import('@dash/domain/api/id-card').then((m) => m.IdCardEmailState),
    ...through(call),
  });
}

/** While the message is still on its way, the page looks again now and then until it settles. */
const STILL_SENDING_POLL_MS = 5_000;

export const idCardEmailStateQueryOptions = () =>
  queryOptions({
    queryKey: ['idCard', 'email'],
    queryFn: (call) => getIdCardEmailState(call),
    refetchInterval: (query) => {
      const status = query.state.data?.latest?.status;
      return status === 'queued' || status === 'retrying' ? STILL_SENDING_POLL_MS : false;
    },
  });

export const useIdCardEmailState = () => useQuery(idCardEmailStateQueryOptions());

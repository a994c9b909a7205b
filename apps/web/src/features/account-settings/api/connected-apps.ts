import { API_PATHS, type ConnectedApps, getApiPath } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET account/connected-apps: the apps the member lets read their plan information (issue 18). */
export function getConnectedApps(call?: ApiCall): Promise<ConnectedApps> {
  return apiRequest(API_PATHS.connectedApps, {
    schema: () => import('@dash/domain/api/smart').then((m) => m.ConnectedApps),
    ...through(call),
  });
}

export const connectedAppsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'connected-apps'],
    queryFn: (call) => getConnectedApps(call),
  });

export const useConnectedApps = () => useQuery(connectedAppsQueryOptions());

/** DELETE account/connected-apps/{grantId}: the app's access ends, every token it holds with it. */
export function disconnectApp(grantId: string): Promise<null> {
  return apiRequest(getApiPath(API_PATHS.connectedApp, { grantId }), {
    method: 'DELETE',
    schema: () => import('@dash/domain/api/no-content').then((m) => m.NoContent),
    globalErrorHandling: false,
  });
}

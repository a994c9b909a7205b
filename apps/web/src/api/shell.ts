import { API_PATHS, type ShellContext } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET shell: the facts the menus, the global alert, the data layer and the group link are computed from. */
export function getShell(call?: ApiCall): Promise<ShellContext> {
  return apiRequest(API_PATHS.shell, {
    schema: () => import('@dash/domain/api/shell').then((m) => m.ShellContext),
    ...through(call),
  });
}

export const shellQueryOptions = () =>
  queryOptions({ queryKey: ['shell'], queryFn: (call) => getShell(call) });

export const useShell = () => useQuery(shellQueryOptions());

import { API_PATHS, ShellContext } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET shell: the facts the menus, the global alert, the data layer and the group link are computed from. */
export function getShell(signal?: AbortSignal): Promise<ShellContext> {
  return apiRequest(API_PATHS.shell, { schema: ShellContext, signal });
}

export const shellQueryOptions = () =>
  queryOptions({ queryKey: ['shell'], queryFn: ({ signal }) => getShell(signal) });

export const useShell = () => useQuery(shellQueryOptions());

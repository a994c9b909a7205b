import { API_PATHS, type Provider } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';
import { HttpError } from '@/lib/http-error';

/** The address of GET pcp/provider for a provider. */
export function providerPath(providerId: string): string {
  return `${API_PATHS.pcpProvider}?${new URLSearchParams({ providerId })}`;
}

/**
 * GET pcp/provider?providerId= (document 2 §7): a 404 means the provider is absent and the response is null
 * (document 2 §8: a placeholder, never the error page; this call's errors are the screen's own).
 */
export async function getProvider(providerId: string, call?: ApiCall): Promise<Provider | null> {
  try {
    return await apiRequest(providerPath(providerId), {
      schema: () => import('@dash/domain/api/find-care').then((m) => m.Provider),
      ...through(call),
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const providerQueryOptions = (providerId: string) =>
  queryOptions({
    queryKey: ['pcp', 'provider', providerId],
    queryFn: (call) => getProvider(providerId, call),
    retry: false,
  });

export const useProvider = (providerId: string) => useQuery(providerQueryOptions(providerId));

import { API_PATHS, EbillLink } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET ebill/link: the eBill address the gateway builds (document 2 §7: firsttime, theme, dashboardlink, idptoken). */
export function getEbillLink(signal?: AbortSignal): Promise<EbillLink> {
  return apiRequest(API_PATHS.ebillLink, { schema: EbillLink, signal });
}

// The idptoken in it is short-lived: asked again each time the page opens.
export const ebillLinkQueryOptions = () =>
  queryOptions({ queryKey: ['ebill', 'link'], queryFn: ({ signal }) => getEbillLink(signal), staleTime: 0 });

export const useEbillLink = (enabled = true) => useQuery({ ...ebillLinkQueryOptions(), enabled });

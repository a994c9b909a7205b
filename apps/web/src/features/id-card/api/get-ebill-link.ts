import { API_PATHS, type EbillLink } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET ebill/link: the eBill address the gateway builds (document 2 §7: firsttime, theme, dashboardlink, idptoken). */
export function getEbillLink(call?: ApiCall): Promise<EbillLink> {
  return apiRequest(API_PATHS.ebillLink, {
    schema: () => import('@dash/domain/api/ebill').then((m) => m.EbillLink),
    ...through(call),
  });
}

// The idptoken in it lives five minutes (the gateway's ebill-service.ts): the link is asked again when
// the page opens after the app's usual minute, never used with less than four minutes left. A server-rendered
// page's link, carried in the page, is so not asked for a second time as React takes the page over.
export const ebillLinkQueryOptions = () =>
  queryOptions({ queryKey: ['ebill', 'link'], queryFn: (call) => getEbillLink(call) });

export const useEbillLink = (enabled = true) => useQuery({ ...ebillLinkQueryOptions(), enabled });

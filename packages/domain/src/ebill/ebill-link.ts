/** What the eBill link carries (document 2 §7). */
export interface EbillLinkFacts {
  readonly registered: boolean;
  readonly theme: string;
  readonly dashboardLink: string;
  readonly idpToken: string;
}

/**
 * The eBill link's query (document 2 §7): firsttime=Y when the member is not registered, plus theme,
 * dashboardlink and idptoken, in that order.
 */
export function getEbillLinkParams(facts: EbillLinkFacts): [string, string][] {
  return [
    ...(facts.registered ? [] : ([['firsttime', 'Y']] as [string, string][])),
    ['theme', facts.theme],
    ['dashboardlink', facts.dashboardLink],
    ['idptoken', facts.idpToken],
  ];
}

/** The full eBill address: the configured base with the link's query added, each value encoded. */
export function buildEbillUrl(base: string, facts: EbillLinkFacts): string {
  const query = getEbillLinkParams(facts)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

import { isSecretQueryName, type StandInVendor, VENDOR_STAND_IN_TEXTS as TEXTS } from '@dash/domain';
import type { VendorStandInQuery } from '@dash/domain/api';
import { escapeHtml } from '../sso/landing-page';

/**
 * Where the stand-in's way back leads: the dashboard link it was given when that is a page of this
 * site (a path, or an http(s) address on the host the browser asked for), else the dashboard's root.
 * Anything else (javascript:, another site) would make the stand-in a redirector.
 */
export function getBackLink(dashboardLink: string | undefined, host: string): string {
  if (!dashboardLink) return '/';
  if (/^\/(?![/\\])/.test(dashboardLink)) return dashboardLink;
  try {
    const url = new URL(dashboardLink);
    return /^https?:$/.test(url.protocol) && url.host === host ? url.toString() : '/';
  } catch {
    return '/';
  }
}

const valuesOf = (value: string | readonly string[]): readonly string[] =>
  typeof value === 'string' ? [value] : value;

/**
 * The stand-in page for an outside vendor: says what it stands in for and lists the query it received,
 * every name and value escaped, credentials (idptoken ...) named but never shown. No script, no style.
 */
export function renderVendorStandInPage(
  vendor: StandInVendor,
  query: VendorStandInQuery,
  host: string,
): string {
  const title = escapeHtml(TEXTS.titles[vendor]);
  const rows = Object.entries(query).map(([name, value]) => {
    const shown = isSecretQueryName(name) ? TEXTS.secretReceived : valuesOf(value).join(', ');
    return `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(shown)}</dd>`;
  });
  const dashboardLink = query.dashboardlink;
  const back = getBackLink(typeof dashboardLink === 'string' ? dashboardLink : undefined, host);
  const received =
    rows.length > 0
      ? `<p>${escapeHtml(TEXTS.received)}</p>\n<dl>\n${rows.join('\n')}\n</dl>`
      : `<p>${escapeHtml(TEXTS.nothingReceived)}</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(TEXTS.standsIn(TEXTS.vendors[vendor]))}</p>
${received}
<p><a href="${escapeHtml(back)}">${escapeHtml(TEXTS.back)}</a></p>
</main>
</body>
</html>
`;
}

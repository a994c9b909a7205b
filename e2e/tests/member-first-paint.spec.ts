import type { PersonaName } from '@dash/domain/personas';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { headingsRemoved } from '../support/heading-removals';
import { watchHydration } from '../support/hydration';
import { layoutShifts } from '../support/layout-shift';
import { notOwnedWhenLive } from '../support/live-moment';
import { expectStillWhileRead } from '../support/partial-parse';
import { brandOf, origin, signIn } from '../support/personas';
import { scriptsFetchedBeforeFirstPaint } from '../support/scripts-after-paint';
import { isMembersPage, type SentPage, sentPage } from '../support/server-rendering';
import { test } from '../support/signed-in';
import { atWidth } from '../support/widths';

/**
 * Issue 16, LCP of the signed-in pages: the gateway sends /home server-rendered with the member's data for the
 * session its cookie names (apps/gateway/src/plugins/framework-pages.ts), so the page paints
 * before any script; React hydrates the same elements from the responses in the page, asking the API
 * for none of them again.
 */
test.describe.configure({ timeout: 120_000 });

/**
 * The pages the gateway server-renders for a member, each with its heading and the calls it is rendered from,
 * opened as alex unless another member is named.
 */
const PAGES: readonly {
  readonly path: string;
  readonly heading: string;
  readonly calls: readonly string[];
  readonly member?: PersonaName;
}[] = [
  { path: '/home', heading: 'Welcome, Alex', calls: ['/api/shell', '/api/home'] },
  // sam holds two groups: their cards are server-rendered with the page.
  {
    path: '/select-group',
    heading: 'Select the group you want to view',
    calls: ['/api/shell', '/api/group-detail'],
    member: 'sam',
  },
  {
    path: '/benefits/dental',
    heading: 'Dental benefits',
    calls: ['/api/shell', '/api/account', '/api/benefits/dental', '/api/benefits/limits'],
  },
  {
    path: '/benefits/medical',
    heading: 'Medical benefits',
    calls: ['/api/shell', '/api/account', '/api/benefits/medical', '/api/benefits/limits'],
  },
  {
    path: '/benefits/summary',
    heading: 'Benefits summary',
    calls: [
      '/api/shell',
      '/api/account',
      '/api/benefits/medical',
      '/api/benefits/dental',
      '/api/benefits/vision',
      '/api/benefits/pharmacy',
    ],
  },
  {
    path: '/find-care/primary-care',
    heading: 'Primary care',
    calls: ['/api/shell', '/api/account', '/api/pcp/members', '/api/pcp/eligibility'],
  },
  { path: '/find-care/resources', heading: 'Find care resources', calls: ['/api/shell'] },
  {
    path: '/find-care/find-a-dentist',
    heading: 'Find a dentist',
    calls: ['/api/shell'],
    member: 'piper',
  },
  { path: '/navitus', heading: 'Pharmacy benefits', calls: ['/api/shell'] },
  { path: '/claims', heading: 'Claims', calls: ['/api/shell', '/api/claims'] },
  { path: '/eobs', heading: 'Explanation of benefits', calls: ['/api/shell', '/api/eobs'] },
  { path: '/benefits/programs', heading: 'Programs', calls: ['/api/shell', '/api/programs'] },
  {
    path: '/benefits/referrals',
    heading: 'Referrals',
    calls: ['/api/shell', '/api/referrals/metadata', '/api/referrals'],
  },
  {
    path: '/benefits/prior-authorization',
    heading: 'Prior Authorization',
    calls: ['/api/shell', '/api/prior-authorizations'],
  },
  {
    path: '/benefits/member-handbooks',
    heading: 'Member Handbooks',
    calls: ['/api/shell', '/api/handbooks', '/api/handbook/ooc'],
  },
  {
    path: '/benefits/certificate-of-coverage',
    heading: 'Certificate of Coverage',
    calls: ['/api/shell', '/api/handbooks'],
  },
  {
    path: '/benefits/medicare-materials',
    heading: 'Medicare Materials',
    calls: ['/api/shell', '/api/medicare-materials'],
    member: 'margaret',
  },
  { path: '/id-card', heading: 'ID cards', calls: ['/api/shell', '/api/idCard/members'] },
  { path: '/account/summary', heading: 'Summary', calls: ['/api/shell', '/api/account'] },
  {
    path: '/account/member-information',
    heading: 'Member information',
    calls: ['/api/shell', '/api/account', '/api/account/address'],
  },
  {
    path: '/account/plan-benefits',
    heading: 'Member plan benefits',
    calls: ['/api/shell', '/api/account', '/api/group-detail'],
  },
  { path: '/account/support', heading: 'Help center', calls: ['/api/shell', '/api/account'] },
  {
    path: '/account/plan-management',
    heading: 'Manage your plan',
    calls: ['/api/shell', '/api/account', '/api/plan-management/details'],
  },
  // Pages with a value in their address.
  {
    path: '/claims/C-ALEX-0001',
    heading: 'Claim C-ALEX-0001',
    calls: ['/api/shell', '/api/claims/C-ALEX-0001'],
  },
  {
    path: '/benefits/programs/12',
    heading: 'Telehealth visits',
    calls: ['/api/shell', '/api/programs/sitecore'],
  },
  { path: '/id-card/0', heading: 'Member ID card', calls: ['/api/shell', '/api/idCard/content'] },
  {
    path: '/benefits/services/dental/preventive',
    heading: 'Preventive services',
    calls: ['/api/shell', '/api/benefits/services/dental/preventive'],
  },
  {
    path: '/benefits/details/tab1/dental/D0120',
    heading: 'Periodic oral evaluation',
    calls: ['/api/shell', '/api/benefits/dental', '/api/benefits/services/dental/D0120'],
  },
  {
    path: '/benefits/history/2026-01-01/benefits/dental',
    heading: 'Dental benefit history',
    calls: ['/api/shell', '/api/account', '/api/benefits/history'],
  },
  // Primary care for one member: the member's current provider is asked for once the history is in.
  {
    path: '/find-care/primary-care/0',
    heading: 'Primary care for Alex Rivera',
    calls: ['/api/shell', '/api/account', '/api/pcp/members', '/api/pcp/eligibility', '/api/pcp/provider'],
  },
  {
    path: '/find-care/primary-care/0/search',
    heading: 'Find a primary care provider for Alex Rivera',
    calls: ['/api/shell', '/api/account', '/api/pcp/members', '/api/pcp/eligibility'],
  },
  // Pages opened with a query: a chosen member and day, filters.
  {
    path: '/benefits/dental?suffix=1&asOfDate=2026-03-01',
    heading: 'Dental benefits',
    calls: ['/api/shell', '/api/account', '/api/benefits/dental', '/api/benefits/limits'],
  },
  { path: '/claims?suffix=1', heading: 'Claims', calls: ['/api/shell', '/api/claims'] },
  // The claim form: its member select filled from the claims' first page (issue 39 §3).
  {
    path: '/claims/submit?type=dental',
    heading: 'Submit a claim',
    calls: ['/api/shell', '/api/account', '/api/claims'],
  },
  // Secure messages (issue 39 §1): the list, and the new message's form, whose data is the shell's.
  { path: '/messages', heading: 'Messages', calls: ['/api/shell', '/api/secure-messages'] },
  { path: '/messages/new', heading: 'New message', calls: ['/api/shell'] },
  // Member notifications (issue 39 §2): the bell's count comes with the shell, none asked on its own.
  {
    path: '/notifications',
    heading: 'Notifications',
    calls: ['/api/shell', '/api/member-notifications', '/api/member-notifications/unread'],
  },
  { path: '/eobs?suffix=0', heading: 'Explanation of benefits', calls: ['/api/shell', '/api/eobs'] },
  {
    path: '/benefits/referrals?excludeExpired=true',
    heading: 'Referrals',
    calls: ['/api/shell', '/api/referrals/metadata', '/api/referrals'],
  },
  {
    path: '/account/settings',
    heading: 'Settings',
    calls: [
      '/api/shell',
      '/api/account',
      '/api/account/mfa',
      '/api/security-questions',
      '/api/account/settings/preferences',
      '/api/account/connected-apps',
    ],
  },
  {
    path: '/account/ebill',
    heading: 'eBill',
    calls: [
      '/api/shell',
      '/api/account',
      '/api/ebill/ebillRegistered',
      '/api/ebill/showEbillAlert',
      '/api/ebill/link',
    ],
  },
  // Its times are rendered in the time zone the browser named at sign-in.
  {
    path: '/account/settings/access',
    heading: 'Sign-in and access',
    calls: ['/api/shell', '/api/account', '/api/account/access'],
  },
  { path: '/passport-dental', heading: 'Passport dental', calls: ['/api/shell', '/api/account'] },
  // Its browser loaders run again as it is hydrated (a sign-in under way is known only to the browser):
  // the member area stays as it was sent (issue 37, TBT).
  {
    path: '/account/settings/change-password',
    heading: 'Change your password',
    calls: ['/api/shell'],
  },
  { path: '/support/customer-service', heading: 'Customer service', calls: ['/api/shell'] },
  // The contacts, and the holiday calendar in the route's loader data (its server loader sanitizes it).
  { path: '/contact-us', heading: 'Contact us', calls: ['/api/shell'] },
];

/** The page's own heading (on the account pages the area's title is the h1, the page's below it). */
const headingOf = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).first();

/** The member shell's Log out link, shown only on a page rendered for a member's session. */
const logOut = (page: Page) =>
  page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log out' });

for (const username of ['alex', 'margaret', 'piper'] as const) {
  test(`${username}'s /home paints from the HTML alone, with their data`, async ({ openSignedIn }) => {
    const page = await openSignedIn(username);
    // No script ever arrives: what shows is what the gateway server-rendered.
    await page.route('**/*.js', (route) => route.abort());
    await atWidth(page, 390);
    await page.goto(`${origin[brandOf(username)]}/home`);
    // Rendered for the member's session: their shell, with its Log out link, and their home below.
    await expect(logOut(page)).toBeVisible();
    const name = `${username[0]?.toUpperCase()}${username.slice(1)}`;
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
    // The menus' row is held for the navigation the scripts bring.
    const row = await page.locator('.site-header__member').boundingBox();
    expect(row?.height).toBeGreaterThan(40);
    await expectNoAxeViolations(page);
    await expectStillWhileRead(page);
  });
}

for (const { path, heading, member = 'alex' } of PAGES.slice(1)) {
  test(`${member}'s ${path} paints from the HTML alone, with their data`, async ({ openSignedIn }) => {
    const page = await openSignedIn(member);
    await page.route('**/*.js', (route) => route.abort());
    await atWidth(page, 390);
    await page.goto(`${origin[brandOf(member)]}${path}`);
    await expect(logOut(page)).toBeVisible();
    await expect(headingOf(page, heading)).toBeVisible();
    await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0);
    // Until React owns the page its controls take no clicks, which would be lost (styles/base.css).
    const pointers = await page
      .locator('#root :is(button, [role="tab"])')
      .evaluateAll((controls) => controls.map((control) => getComputedStyle(control).pointerEvents));
    expect(pointers.filter((pointer) => pointer !== 'none')).toEqual([]);
    // Its fields take no typing (text-field.tsx, hidden-input.tsx), its file fields no file
    // (file-field.tsx) and its lists are marked unavailable (select-field.tsx): what was typed or
    // chosen now would not reach React.
    await expect(
      page.locator(
        '#root input:not([type="radio"], [type="checkbox"], [type="hidden"], [readonly], [type="file"][disabled])',
      ),
    ).toHaveCount(0);
    await expect(page.locator('#root select:not([aria-disabled="true"])')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // A browser paints the page as it reads it: nothing painted moves as the rest is read. The plan
    // table's last rows moved its cells (CLS 0.0083 in CI); the header's links, the progress bars'
    // labels, tiles, fields, the pager and the radios moved too, each fixed in its CSS.
    await expectStillWhileRead(page);
  });
}

/**
 * Opens `url` afresh in a browser a member is signed in on, watching what the page asks for, logs as
 * errors, and removes. The response is the member's page, server-rendered: their shell, and `heading`
 * when named, are in its HTML before any script runs.
 */
async function openServerRendered(page: Page, url: string, heading?: string) {
  const errors = await watchHydration(page);
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  const sent = await sentPage(await page.goto(url));
  expect(isMembersPage(sent)).toBe(true);
  if (heading !== undefined) expect(sent.headings).toContain(heading);
  return { errors, calls, sent };
}

for (const { path, heading, calls: renderedFrom, member = 'alex' } of PAGES) {
  test(`React hydrates the server-rendered ${path} in place: no element replaced, no call repeated, nothing moved, no error`, async ({
    openSignedIn,
  }) => {
    const page = await openSignedIn(member);
    const { errors, calls, sent } = await openServerRendered(
      page,
      `${origin[brandOf(member)]}${path}`,
      heading,
    );
    await expect(headingOf(page, heading)).toBeVisible();
    // The menus are React's: the page is hydrated and working.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(calls.filter((call) => renderedFrom.includes(call))).toEqual([]);
    expect(await headingsRemoved(page)).toBe(0);
    expect(await layoutShifts(page)).toEqual([]);
    expect(errors).toEqual([]);
    // Its controls took clicks only once React owned every one: a radio checked between the root's
    // first commit and its card's hydration was lost (account settings, CI).
    expect(await notOwnedWhenLive(page)).toEqual([]);
    // Its scripts were asked for once it had painted (issue 37, LCP).
    expect(await scriptsFetchedBeforeFirstPaint(page)).toEqual([]);
    // The page's scripts are linked in the response's HTML, and its start added no preload link of its
    // own to the document, each in a task (issue 16, TBT).
    expect(sent.linkHrefs.filter((href) => /^\/assets\/.+\.js$/.test(href)).length).toBeGreaterThan(0);
    const linked = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(linked.filter((href) => !sent.linkHrefs.includes(href))).toEqual([]);
  });
}

// The footer's site map comes with the menus' script, after the server-rendered page has painted: on a page
// shorter than the screen it moved the footer down by its height (CLS 0.02-0.06 at 1280-1920 px).
for (const path of ['/account/summary', '/account/plan-benefits', '/account/support']) {
  test(`the server-rendered ${path} on a tall screen keeps its footer below the fold while the site map comes`, async ({
    openSignedIn,
  }) => {
    const page = await openSignedIn('alex');
    await page.setViewportSize({ width: 1920, height: 1080 });
    expect(isMembersPage(await sentPage(await page.goto(path)))).toBe(true);
    await expect(page.locator('.site-map')).toBeVisible();
    const footerTop = await page
      .locator('.site-footer')
      .evaluate((footer) => footer.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(1080);
    expect(await layoutShifts(page)).toEqual([]);
  });
}

test('account access is server-rendered in the zone the browser named, and rendered afresh by a browser since taken elsewhere', async ({
  openSignedIn,
}) => {
  // Signed in where the journeys run; the same browser is now in Tokyo.
  const page = await openSignedIn('alex', { timezoneId: 'Asia/Tokyo' });
  const named = (await page.context().cookies()).find((cookie) => cookie.name === 'time_zone')?.value;
  expect(named).toBeDefined();
  expect(decodeURIComponent(named ?? '')).not.toBe('Asia/Tokyo');
  const first = await page.goto('/account/settings/access');
  const html = (await first?.text()) ?? '';
  await expect(headingOf(page, 'Sign-in and access')).toBeVisible();
  // This session's sign-in, as the zone named renders it and as the browser's own does.
  const shown = await page.evaluate(
    async (zone) => {
      const token = localStorage.getItem('access_token');
      const accessResponse = await fetch('/api/account/access', {
        headers: { authorization: `Bearer ${token}` },
      });
      const { sessions } = (await accessResponse.json()) as {
        sessions: { current: boolean; signedInAt: string }[];
      };
      const at = new Date(sessions.find((session) => session.current)?.signedInAt ?? '');
      const format = (timeZone?: string) =>
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
      return { serverRendered: format(zone), own: format() };
    },
    decodeURIComponent(named ?? ''),
  );
  expect(shown.serverRendered).not.toBe(shown.own);
  expect(html).toContain(`<dd>${shown.serverRendered}</dd>`);
  // React rendered the page afresh in the browser's zone, and the browser named it for the next page.
  await expect(page.getByText(shown.own, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(shown.serverRendered, { exact: true })).toHaveCount(0);
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'time_zone')?.value)
    .toBe(encodeURIComponent('Asia/Tokyo'));
  // The next page is server-rendered in the zone the browser named since.
  const { errors, sent } = await openServerRendered(page, '/account/settings/access');
  expect(sent.html).toContain(`<dd>${shown.own}</dd>`);
  await expect(page.getByText(shown.own, { exact: true }).first()).toBeVisible();
  expect(await headingsRemoved(page)).toBe(0);
  expect(errors).toEqual([]);
});

// The claim form names its countries with Intl.DisplayNames in the server's render and in the browser
// (claim-provider-fields.tsx): in Spanish both must name them alike, or React replaces the select.
test('the claim form is server-rendered in Spanish and hydrated in place: its countries named alike by the server and the browser', async ({
  openSignedIn,
}) => {
  const page = await openSignedIn('alex', { locale: 'es-ES' });
  // A browser in Spanish saves Spanish as alex's language when none is saved (member-language.ts):
  // answered here and not saved, so the journeys after this one still see alex in English.
  await page.route('**/api/account/language', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ json: { language: 'es' } }) : route.fallback(),
  );
  const errors = await watchHydration(page);
  const calls: string[] = [];
  page.on('request', (request) => calls.push(new URL(request.url()).pathname));
  const sent = await sentPage(await page.goto(`${origin.main}/claims/submit?type=dental`));
  // The member's page, in Spanish: their shell (its Log out link) and the form's heading.
  expect(sent.anchors).toContain('Cerrar sesión');
  expect(sent.headings).toContain('Enviar un reclamo');
  expect(sent.html).toContain('<html lang="es"');
  expect(sent.html).toMatch(/<option value="US"[^>]*>Estados Unidos<\/option>/);
  expect(sent.html).toMatch(/<option value="DE"[^>]*>Alemania<\/option>/);
  await expect(page.locator('#root[data-live]')).toBeAttached();
  const country = page.getByRole('combobox', { name: /País donde recibió el servicio/ });
  await expect(country).not.toHaveAttribute('aria-disabled', 'true');
  await expect(country.locator('option:checked')).toHaveText('Estados Unidos');
  await expect(country.locator('option[value="DE"]')).toHaveText('Alemania');
  expect(await headingsRemoved(page)).toBe(0);
  expect(calls.filter((call) => ['/api/shell', '/api/account', '/api/claims'].includes(call))).toEqual([]);
  expect(errors).toEqual([]);
});

test('after a server-rendered /home the app goes on: its title, and another page that asks for its own data', async ({
  openSignedIn,
}) => {
  const page = await openSignedIn('alex');
  await openServerRendered(page, '/home');
  await expect(page).toHaveTitle(/^Home \| /);
  await page.getByRole('link', { name: 'ID card as a web page' }).click();
  await expect(page).toHaveURL(/\/id-card\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('after logout /home is not server-rendered for anyone: the member is sent to sign in', async ({
  page,
}) => {
  await signIn(page, 'alex');
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Neither the member's shell nor their home is in the response: nothing of theirs is sent.
  const sent: SentPage = await sentPage(await page.goto('/home'));
  expect(isMembersPage(sent)).toBe(false);
  expect(sent.headings).not.toContain('Welcome, Alex');
  await expect(page).toHaveURL(/\/login$/);
});

test('a click on a server-rendered page before its scripts have run lands once the page works', async ({
  openSignedIn,
}) => {
  const page = await openSignedIn('alex');
  // The scripts come late, as on a slow phone: the server-rendered page is up well before React owns it.
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/account/member-information', { waitUntil: 'commit' });
  const edit = page.getByRole('button', { name: 'Edit Address' });
  await expect(edit).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-live');
  await edit.click();
  await expect(page.getByRole('textbox', { name: 'Street address' })).toBeVisible();
});

test("a server-rendered page that is not the member's sends them on from the server: /find-care, a card of no one, /id-card for morgan, eBill for parker", async ({
  openSignedIn,
}) => {
  const page = await openSignedIn('alex');
  const landing = await page.goto('/find-care');
  expect(landing?.request().redirectedFrom()?.url()).toBe(`${origin.main}/find-care`);
  await expect(page).toHaveURL(`${origin.main}/find-care/primary-care`);
  const sent = await sentPage(landing);
  expect(isMembersPage(sent)).toBe(true);
  expect(sent.headings).toContain('Primary care');
  await expect(headingOf(page, 'Primary care')).toBeVisible();
  // An address that names no member of the family.
  const noCard = await page.goto('/id-card/x');
  expect(noCard?.request().redirectedFrom()?.url()).toBe(`${origin.main}/id-card/x`);
  await expect(page).toHaveURL(`${origin.main}/error/404`);

  const termed = await openSignedIn('morgan');
  const home = await termed.goto('/id-card');
  expect(home?.request().redirectedFrom()?.url()).toBe(`${origin.main}/id-card`);
  await expect(termed).toHaveURL(`${origin.main}/home`);

  // The partner brand has no eBill, and no eBill call is made for it, by the page or by the server
  // (parker is a subscriber, whose account area this page is in).
  const partner = await openSignedIn('parker');
  const calls: string[] = [];
  partner.on('request', (request) => calls.push(new URL(request.url()).pathname));
  const notFound = await partner.goto(`${origin.partner}/account/ebill`);
  expect(notFound?.request().redirectedFrom()?.url()).toBe(`${origin.partner}/account/ebill`);
  await expect(partner).toHaveURL(`${origin.partner}/error/404`);
  await expect(partner.getByRole('heading', { level: 1 })).toBeVisible();
  expect(calls.filter((call) => call.startsWith('/api/ebill'))).toEqual([]);
});

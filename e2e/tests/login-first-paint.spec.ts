import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { headingsRemoved } from '../support/heading-removals';
import { watchHydration } from '../support/hydration';
import { layoutShifts } from '../support/layout-shift';
import { notOwnedWhenLive } from '../support/live-moment';
import { expectStillWhileRead } from '../support/partial-parse';
import { type BrandHost, fillLogin, origin, PASSWORD } from '../support/personas';
import { scriptsFetchedBeforeFirstPaint } from '../support/scripts-after-paint';
import { sentPage } from '../support/server-rendering';
import { atWidth } from '../support/widths';

/**
 * Issue 16, LCP from the HTML: the gateway sends /login and the account help pages server-rendered
 * (their route modules, apps/web/src/routes/login.tsx and the others, rendered by React Router's request
 * handler in apps/gateway/src/plugins/framework-pages.ts), so they paint before any script, in each brand and in the
 * browser's language, and React takes the same elements over (hydration) without replacing or
 * moving them.
 */
test.describe.configure({ timeout: 120_000 });

const BRAND_NAMES: Record<BrandHost, string> = {
  main: 'Evergreen Health & Dental',
  medicare: 'Evergreen Medicare Advantage',
  partner: 'Harbor Dental Partners',
};
const HEADINGS = { en: 'Log in to your Member Dashboard', es: 'Inicie sesión en su Panel de Miembro' };
const USERNAME = { en: 'Username', es: 'Nombre de usuario' };

for (const brand of ['main', 'medicare', 'partner'] as const) {
  for (const language of ['en', 'es'] as const) {
    test(`/login of the ${brand} brand in ${language} paints from the HTML alone`, async ({ browser }) => {
      const context = await browser.newContext({ locale: language === 'es' ? 'es-MX' : 'en-US' });
      const page = await context.newPage();
      // No script ever arrives: what shows is what the gateway server-rendered.
      await page.route('**/*.js', (route) => route.abort());
      await atWidth(page, 390);
      await page.goto(`${origin[brand]}/login`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS[language] })).toBeVisible();
      await expect(page.locator('.site-header__name')).toHaveText(BRAND_NAMES[brand]);
      // The form is there, styled, and takes no typing until the app owns it.
      const username = page.getByLabel(USERNAME[language]);
      await expect(username).toBeVisible();
      await expect(username).not.toBeEditable();
      await expect(
        page.getByRole('button', { name: language === 'es' ? 'Iniciar sesión' : 'Log in' }),
      ).toBeVisible();
      const card = await page
        .locator('.page-layout.card')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(card).not.toBe('rgba(0, 0, 0, 0)');
      await expectNoAxeViolations(page);
      // Nothing painted moves as the rest of the page is read (support/partial-parse.ts).
      await expectStillWhileRead(page);
      await context.close();
    });
  }
}

/** The other pages a signed-out visit opens on, server-rendered the same way: account help, forms that read no query. */
const SIGNED_OUT_PAGES = [
  {
    path: '/recovery/username',
    heading: { en: 'Forgot your username?', es: '¿Olvidó su nombre de usuario?' },
    field: { en: 'First name', es: 'Nombre' },
  },
  {
    path: '/recovery/password',
    heading: { en: 'Forgot your password?', es: '¿Olvidó su contraseña?' },
    field: { en: 'Username', es: 'Nombre de usuario' },
  },
  {
    path: '/registration',
    heading: { en: 'Create your online account', es: 'Cree su cuenta en línea' },
    field: { en: 'First name', es: 'Nombre' },
  },
] as const;

for (const { path, heading, field } of SIGNED_OUT_PAGES) {
  for (const [brand, language] of [
    ['main', 'en'],
    ['medicare', 'es'],
  ] as const) {
    test(`${path} of the ${brand} brand in ${language} paints from the HTML alone`, async ({ browser }) => {
      const context = await browser.newContext({ locale: language === 'es' ? 'es-MX' : 'en-US' });
      const page = await context.newPage();
      await page.route('**/*.js', (route) => route.abort());
      await atWidth(page, 390);
      await page.goto(`${origin[brand]}${path}`);
      // Server-rendered in the browser's language: the document says so, and its heading is that language's.
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
      await expect(page.locator('.site-header__name')).toHaveText(BRAND_NAMES[brand]);
      const input = page.getByLabel(field[language], { exact: true });
      await expect(input).toBeVisible();
      await expect(input).not.toBeEditable();
      await expectNoAxeViolations(page);
      await expectStillWhileRead(page);
      await context.close();
    });
  }

  test(`React hydrates the server-rendered ${path} in place: no element replaced, nothing moved, no error`, async ({
    page,
  }) => {
    const errors = await watchHydration(page);
    // The response is the page, server-rendered: its heading is in the HTML before any script runs.
    expect((await sentPage(await page.goto(path))).headings).toContain(heading.en);
    await expect(page).toHaveTitle(new RegExp(`^${heading.en.replace('?', '\\?')} \\| `));
    await expect(page.getByLabel(field.en, { exact: true })).toBeEditable();
    expect(await headingsRemoved(page)).toBe(0);
    expect(await layoutShifts(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(await notOwnedWhenLive(page)).toEqual([]);
  });
}

test('on the partner brand, which has no account help, the pages are not server-rendered and lead to 404', async ({
  page,
}) => {
  for (const { path, heading } of SIGNED_OUT_PAGES) {
    expect((await sentPage(await page.goto(`${origin.partner}${path}`))).headings).not.toContain(heading.en);
    await expect(page).toHaveURL(/\/error\/404$/);
  }
});

test('React hydrates the server-rendered /login in place: no element replaced, nothing moved, no error', async ({
  page,
}) => {
  const errors = await watchHydration(page);
  await page.goto('/login?loggedOut=true');
  await expect(
    page.getByRole('status').filter({ hasText: 'You have logged out successfully.' }),
  ).toBeVisible();
  // The title is the app's (an effect): React is running.
  await expect(page).toHaveTitle(/^Log in to your Member Dashboard \| /);
  await expect(page.getByLabel('Username')).toBeEditable();
  // The footer's badge came with the page (the root route's loader, decision 056).
  await expect(page.locator('.accreditation')).toBeVisible();
  expect(await headingsRemoved(page)).toBe(0);
  expect(await layoutShifts(page)).toEqual([]);
  expect(errors).toEqual([]);
  expect(await notOwnedWhenLive(page)).toEqual([]);
  // Its scripts were asked for once it had painted (issue 37, LCP).
  expect(await scriptsFetchedBeforeFirstPaint(page)).toEqual([]);
  // And it signs in.
  await fillLogin(page, 'alex', PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
});

test('a language chosen on this device other than the browser’s: /login is hydrated in the server’s, then shown in the chosen one', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  const errors = await watchHydration(page);
  await page.addInitScript(() => localStorage.setItem('dash.language', 'en'));
  const sent = await sentPage(await page.goto('/login'));
  expect(sent.headings).toContain(HEADINGS.es);
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS.en })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel(USERNAME.en)).toBeEditable();
  // Switched before React had hydrated the Spanish page, the hydration met English text and threw the
  // server's page away: React's error 418, reported from /login in the journeys' logs.
  expect(errors).toEqual([]);
  await context.close();
});

import { expect, test } from '@playwright/test';
import { origin, PASSWORD } from '../support/personas';

// riley is read only by home-dashboard.spec.ts, of the chromium project, which runs before this one;
// nothing locks riley (finley is locked by sign-in-and-out.spec.ts), and the saved language reaches no other spec (issue 17).
test('riley chooses Español before signing in, and the saved language comes back on a new browser (issue 17)', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto(`${origin.main}/login`);
  // /login is server-rendered in the HTML: its buttons act once React owns the page, as its fields turn editable.
  await expect(page.getByLabel('Username')).toBeEditable();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inicie sesión en su Panel de Miembro' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The gateway's own words come back in Spanish too (the client sends Accept-Language: es).
  await page.getByLabel('Nombre de usuario').fill('riley');
  await page.getByLabel('Contraseña').fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText(/^Nombre de usuario y\/o contraseña no reconocidos\./)).toBeVisible();

  // No language saved yet: the one chosen on this device is kept and saved after sign-in.
  await page.getByLabel('Contraseña').fill(PASSWORD);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/language') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const languageSwitch = page.getByRole('navigation', { name: 'Idioma' });
  await expect(languageSwitch.getByRole('button', { name: 'English' })).toBeVisible();

  await page.getByRole('link', { name: /^(Log out|Cerrar sesión)$/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await first.close();

  // A new browser: no storage, the browser's English. The saved Spanish is applied after sign-in.
  const second = await browser.newContext({ locale: 'en-US' });
  const again = await second.newPage();
  await again.goto(`${origin.main}/login`);
  await expect(again.locator('html')).toHaveAttribute('lang', 'en');
  await again.getByLabel('Username').fill('riley');
  await again.getByLabel('Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Log in' }).click();
  await expect(again).toHaveURL(/\/home$/);
  await expect(again.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    again.getByRole('navigation', { name: 'Idioma' }).getByRole('button', { name: 'English' }),
  ).toBeVisible();
  await second.close();
});

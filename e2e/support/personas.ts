import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Welcome2026!';
const PORT = Number(process.env.E2E_PORT ?? 4180);

/** The brand hosts of personas.md, on the test gateway's port. */
export const origin = {
  main: `http://localhost:${PORT}`,
  medicare: `http://medicare.localhost:${PORT}`,
  partner: `http://partner.localhost:${PORT}`,
} as const;
export type BrandHost = keyof typeof origin;

export async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function signIn(page: Page, username: string, brand: BrandHost = 'main') {
  await page.goto(`${origin[brand]}/login`);
  await fillLogin(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
}

import type { DomainId } from '@dash/domain';
import { PERSONA_PASSWORD, PERSONAS, type PersonaName } from '@dash/domain/personas';
import { expect, type Page } from '@playwright/test';

/** The persona password of docs/personas.md, from the one persona list in packages/domain. */
export const PASSWORD = PERSONA_PASSWORD;
const PORT = Number(process.env.E2E_PORT ?? 4180);

/** The brand hosts of personas.md, on the test gateway's port. */
export const origin = {
  main: `http://localhost:${PORT}`,
  medicare: `http://medicare.localhost:${PORT}`,
  partner: `http://partner.localhost:${PORT}`,
} as const;
export type BrandHost = keyof typeof origin;

const HOST_OF_DOMAIN: Record<DomainId, BrandHost> = { 1: 'main', 2: 'medicare', 5: 'partner' };

/** The brand host a persona signs in on. */
export const brandOf = (username: PersonaName): BrandHost => HOST_OF_DOMAIN[PERSONAS[username].domainId];

export async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function signIn(page: Page, username: PersonaName, brand: BrandHost = brandOf(username)) {
  await page.goto(`${origin[brand]}/login`);
  await fillLogin(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
}

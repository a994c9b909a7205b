import type { PersonaName } from '@dash/domain/personas';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from '@playwright/test';
import { signIn } from './personas';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One sign-in per persona in a worker: its cookies and stored session (support/signed-in.ts). */
const states = new Map<PersonaName, Promise<StorageState>>();

async function signInOnce(browser: Browser, username: PersonaName): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    await signIn(await context.newPage(), username);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * A new browser, as it were, that `username` is signed in on: the session of one sign-in, shared by
 * the journeys of a spec that only read what a session shows (a sign-in is seconds of a journey's
 * time). A journey that signs out or changes the session signs in on its own.
 */
export async function signedInContext(
  browser: Browser,
  username: PersonaName,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  let state = states.get(username);
  if (!state) {
    state = signInOnce(browser, username);
    // A sign-in that failed is tried again by the next journey, not remembered as failed.
    state.catch(() => states.delete(username));
    states.set(username, state);
  }
  return browser.newContext({ ...options, storageState: await state });
}

/**
 * Playwright's test with `openSignedIn(username)`: a page in a new context from that persona's shared
 * sign-in (with `options`: the device since taken elsewhere, say), closed when the journey ends.
 */
export const test = base.extend<{
  openSignedIn: (username: PersonaName, options?: BrowserContextOptions) => Promise<Page>;
}>({
  openSignedIn: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (username, options) => {
      const context = await signedInContext(browser, username, options);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

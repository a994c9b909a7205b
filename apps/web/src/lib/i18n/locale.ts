import { DEFAULT_LOCALE, isLocale, type Locale, pickLocale } from '@dash/domain';
import { i18n, type Messages } from '@lingui/core';

const STORAGE_KEY = 'dash.language';

type NonDefaultLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
export type CatalogLoaders = Readonly<Record<NonDefaultLocale, () => Promise<{ messages: Messages }>>>;

interface RegisteredCatalog {
  readonly prefix: string;
  readonly loaders: CatalogLoaders;
  readonly loaded: Set<Locale>;
}

const catalogs = new Map<string, RegisteredCatalog>();
const listeners = new Set<(locale: Locale) => void>();

/** The language this device last chose, else the browser's first supported one (issue 17). */
function startingLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be off (private windows, policies): the browser's languages still say something.
  }
  return typeof navigator === 'undefined' ? DEFAULT_LOCALE : pickLocale(navigator.languages ?? []);
}

const prefixed = (prefix: string, messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${prefix}.${key}`, message]));

async function loadInto(catalog: RegisteredCatalog, locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || catalog.loaded.has(locale)) return;
  const { messages } = await catalog.loaders[locale]();
  i18n.load(locale, prefixed(catalog.prefix, messages));
  catalog.loaded.add(locale);
}

/**
 * Adds a catalogue: its English messages at once, the other languages when first needed. Resolves once
 * the messages of the language in use are loaded (a feature's module awaits it before its page draws).
 */
export function registerCatalog(prefix: string, english: Messages, loaders: CatalogLoaders): Promise<void> {
  if (catalogs.has(prefix)) throw new Error(`Two catalogues are named "${prefix}"`);
  const catalog: RegisteredCatalog = { prefix, loaders, loaded: new Set([DEFAULT_LOCALE]) };
  catalogs.set(prefix, catalog);
  i18n.load(DEFAULT_LOCALE, prefixed(prefix, english));
  return loadInto(catalog, getLocale());
}

export function getLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * Every catalogue in `locale`, then the language switched, touching no page: the server's render
 * (src/server/render-page.tsx) has none. The browser uses setLocale.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...catalogs.values()].map((catalog) => loadInto(catalog, locale)));
  i18n.activate(locale);
}

/**
 * Switches the language: loads every catalogue in it first, so no screen shows a key, then redraws,
 * sets the page's `lang` and remembers the choice on this device. Listeners (the member's saved
 * preference) hear of a change the member made.
 */
export async function setLocale(locale: Locale, { announce = true } = {}): Promise<void> {
  await Promise.all([...catalogs.values()].map((catalog) => loadInto(catalog, locale)));
  const changed = locale !== i18n.locale;
  i18n.activate(locale);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered on this device; the member's saved preference still is.
  }
  if (changed && announce) for (const listener of listeners) listener(locale);
}

/** Hears the member switch languages (not the switches the app makes itself, e.g. at sign-in). */
export function onLocaleChosen(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const initial = startingLocale();
i18n.load(initial, {});
i18n.activate(initial);
if (typeof document !== 'undefined') document.documentElement.lang = initial;

export { i18n };

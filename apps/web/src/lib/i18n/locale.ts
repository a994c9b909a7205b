import { DEFAULT_LOCALE, isLocale, type Locale, pickLocale } from '@dash/domain';
import { type I18n, i18n, type Messages, setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { startTransition } from 'react';

const STORAGE_KEY = 'dash.language';

type NonDefaultLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
export type CatalogLoaders = Readonly<Record<NonDefaultLocale, () => Promise<{ messages: Messages }>>>;

interface RegisteredCatalog {
  readonly prefix: string;
  readonly loaders: CatalogLoaders;
  readonly loaded: Set<Locale>;
}

const catalogs = new Map<string, RegisteredCatalog>();
/** Every catalogue's messages loaded so far, by language: what a server render's own Lingui starts from. */
const loadedMessages = new Map<Locale, Messages>();
const listeners = new Set<(locale: Locale) => void>();

/** The language this device last chose, or null. */
export function chosenLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be off (private windows, policies): the browser's languages still say something.
  }
  return null;
}

/**
 * The language the app starts in: the one the server rendered this page in (`data-locale`, root.tsx),
 * which the page is hydrated in; else this device's choice, else the browser's first supported one (issue 17).
 */
function startingLocale(): Locale {
  const rendered = typeof document === 'undefined' ? undefined : document.documentElement.dataset.locale;
  if (isLocale(rendered)) return rendered;
  return (
    chosenLocale() ??
    (typeof navigator === 'undefined' ? DEFAULT_LOCALE : pickLocale(navigator.languages ?? []))
  );
}

const prefixed = (prefix: string, messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${prefix}.${key}`, message]));

/**
 * Adds messages to the browser's Lingui and to those a server render starts from. Lingui's provider
 * renders every text again when messages are added; a catalogue that arrives with a lazily loaded part
 * (the member's menus) adds only its own messages, which nothing on screen shows yet, so that render
 * is a transition: React splits it into short tasks and hydrates the boundaries it reaches at a
 * background priority, instead of one long task at once while the page loads (issue 37, TBT). A text
 * rendered meanwhile reads the messages already added (Lingui's `_` looks them up when called).
 */
function load(locale: Locale, messages: Messages): void {
  startTransition(() => i18n.load(locale, messages));
  loadedMessages.set(locale, { ...loadedMessages.get(locale), ...messages });
}

async function loadInto(catalog: RegisteredCatalog, locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || catalog.loaded.has(locale)) return;
  const { messages } = await catalog.loaders[locale]();
  load(locale, prefixed(catalog.prefix, messages));
  catalog.loaded.add(locale);
}

/**
 * Adds a catalogue: its English messages at once, the other languages when first needed. Resolves once
 * the messages of the language in use are loaded (a feature's module awaits it before its page renders).
 */
export function registerCatalog(prefix: string, english: Messages, loaders: CatalogLoaders): Promise<void> {
  if (catalogs.has(prefix)) throw new Error(`Two catalogues are named "${prefix}"`);
  const catalog: RegisteredCatalog = { prefix, loaders, loaded: new Set([DEFAULT_LOCALE]) };
  catalogs.set(prefix, catalog);
  load(DEFAULT_LOCALE, prefixed(prefix, english));
  return loadInto(catalog, getLocale());
}

export function getLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The language of the Lingui in context: the browser's, or a server render's own (createRenderI18n). */
export function useLocale(): Locale {
  const { locale } = useLingui().i18n;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * A server render's own Lingui, in `locale`, with every catalogue loaded: the process's is never
 * switched, so renders in two languages do not see each other's (src/server/render-page.tsx). The
 * browser switches its one with setLocale.
 */
export async function createRenderI18n(locale: Locale): Promise<I18n> {
  await Promise.all([...catalogs.values()].map((catalog) => loadInto(catalog, locale)));
  return setupI18n({ locale, messages: { [locale]: loadedMessages.get(locale) ?? {} } });
}

/**
 * Switches the language: loads every catalogue in it first, so no screen shows a key, then renders again,
 * sets the page's `lang` and remembers the choice on this device. Listeners (the member's saved
 * preference) hear of a change the member made.
 */
export async function setLocale(locale: Locale, { notify = true } = {}): Promise<void> {
  await Promise.all([...catalogs.values()].map((catalog) => loadInto(catalog, locale)));
  const changed = locale !== i18n.locale;
  i18n.activate(locale);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered on this device; the member's saved preference still is.
  }
  if (changed && notify) for (const listener of listeners) listener(locale);
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

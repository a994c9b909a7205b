import { i18n as lingui, type MessageDescriptor, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { type CatalogLoaders, registerCatalog } from './locale';

export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

export interface Catalog<Key extends string> {
  /** The catalogue's messages in the language in use, rendering the component again when it changes. */
  useTexts(): Translate<Key>;
  /** The same outside components (titles, notices made in event handlers): read at call time. */
  t: Translate<Key>;
  /** The Lingui id of a key, for `<Trans>` (messages with links or emphasis inside). */
  id(key: Key): string;
  /** Resolves once the language in use is loaded; a feature's module awaits it at the top level. */
  ready: Promise<void>;
}

/**
 * One feature's message catalogue (issue 17): `english` is its `locales/en.json`, imported with
 * `?lingui`, and `Keys` that file's keys, so a misspelt key fails the type check. Keys are
 * prefixed with the catalogue's name inside Lingui, so two features may both say `title`.
 */
export function defineCatalog<Keys extends string>(
  name: string,
  english: Messages,
  loaders: CatalogLoaders,
): Catalog<Keys> {
  const id = (key: Keys) => `${name}.${key}`;
  const t: Translate<Keys> = (key, values) => lingui._({ id: id(key), values } satisfies MessageDescriptor);
  return {
    id,
    t,
    ready: registerCatalog(name, english, loaders),
    useTexts: () => useCatalogTexts<Keys>(name),
  };
}

function useCatalogTexts<Keys extends string>(name: string): Translate<Keys> {
  // Lingui hands out a new `_` whenever the language or the loaded messages change.
  const { _ } = useLingui();
  return useCallback<Translate<Keys>>((key, values) => _({ id: `${name}.${key}`, values }), [_, name]);
}

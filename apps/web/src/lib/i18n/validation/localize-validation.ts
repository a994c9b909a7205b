import { DEFAULT_LOCALE } from '@dash/domain';
import { i18n } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import { registerCatalog } from '../locale';
import type { messageTranslator, Translate } from './translate-message';

const NAME = 'validation';
let translator: ReturnType<typeof messageTranslator> | null = null;

// The English is the domain's own text, shown as it is: in English nothing here loads (the sign-in page
// pays no bytes for it). Another language brings the English to match against with its own words, and
// the matching itself (translate-message.ts, issue 37).
const ready = registerCatalog(
  NAME,
  {},
  {
    es: async () => {
      const [english, spanish, { messageTranslator }] = await Promise.all([
        import('./locales/en.json'),
        import('./locales/es.json?lingui'),
        import('./translate-message'),
      ]);
      translator ??= messageTranslator(english.default);
      return spanish;
    },
  },
);
await ready;

function localizeWith(translate: Translate, locale: string, message: string): string {
  if (locale === DEFAULT_LOCALE || translator === null) return message;
  // A text this catalogue does not know (already translated, or from the server) is shown as it came.
  return translator(translate, message) ?? message;
}

/**
 * A validation message of the domain (validationMessages' templates, a field's own sentence, the
 * gateway's 400 field errors, which are the same English) in the language in use (issue 17; decision
 * 025, "Validation messages"). Read at call time: outside components.
 */
export function localizeValidation(message: string): string {
  return localizeWith((descriptor) => i18n._(descriptor), i18n.locale, message);
}

const subscribe = (rerender: () => void) => i18n.on('change', rerender);
const activeLocale = () => i18n.locale;

/**
 * The same for a component, which renders again when the language changes. It listens to Lingui itself
 * rather than its React provider, so a field rendered on its own (component tests, a portal) still works.
 */
export function useLocalizeValidation(): (message: string) => string {
  const locale = useSyncExternalStore(subscribe, activeLocale, activeLocale);
  return useCallback((message: string) => localizeWith((d) => i18n._(d), locale, message), [locale]);
}

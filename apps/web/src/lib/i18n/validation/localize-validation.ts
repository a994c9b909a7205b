import { DEFAULT_LOCALE } from '@dash/domain';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import { registerCatalog } from '../locale';
import type english from './locales/en.json';

type Key = keyof typeof english;
type Translate = (descriptor: MessageDescriptor) => string;

const NAME = 'validation';
const LABEL_PREFIX = 'label.';

interface Template {
  readonly key: Key;
  readonly pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

interface Matchers {
  /** Each English label, lower-cased: the domain lower-cases some inside a sentence ("Invalid new password"). */
  readonly labels: ReadonlyMap<string, Key>;
  /** Whole sentences, matched as they are. */
  readonly sentences: ReadonlyMap<string, Key>;
  /** Sentences with values ("{label} is a required field"), matched by a pattern that captures them. */
  readonly templates: readonly Template[];
}

function buildMatchers(catalogue: typeof english): Matchers {
  const entries = Object.entries(catalogue) as [Key, string][];
  return {
    labels: new Map(
      entries.filter(([key]) => key.startsWith(LABEL_PREFIX)).map(([key, text]) => [text.toLowerCase(), key]),
    ),
    sentences: new Map(
      entries
        .filter(([key, text]) => !key.startsWith(LABEL_PREFIX) && !text.includes('{'))
        .map(([k, t]) => [t, k]),
    ),
    templates: entries
      .filter(([key, text]) => !key.startsWith(LABEL_PREFIX) && text.includes('{'))
      .map(([key, text]) => ({
        key,
        pattern: new RegExp(`^${escapeRegExp(text).replace(/\\?\{(\w+)\\?\}/g, '(?<$1>.+?)')}$`),
      })),
  };
}

let matchers: Matchers | null = null;

// The English is the domain's own text, shown as it is: in English nothing here loads (the sign-in page
// pays no bytes for it). Another language brings the English to match against with its own words.
const ready = registerCatalog(
  NAME,
  {},
  {
    es: async () => {
      const [english, spanish] = await Promise.all([
        import('./locales/en.json'),
        import('./locales/es.json?lingui'),
      ]);
      matchers ??= buildMatchers(english.default);
      return spanish;
    },
  },
);
await ready;

const id = (key: Key) => `${NAME}.${key}`;

function translateWhole(translate: Translate, message: string): string | null {
  if (!matchers) return null;
  const { sentences, templates, labels } = matchers;
  const sentence = sentences.get(message);
  if (sentence) return translate({ id: id(sentence) });
  for (const { key, pattern } of templates) {
    const groups = pattern.exec(message)?.groups;
    if (!groups) continue;
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(groups)) {
      if (name !== 'label') values[name] = value;
      else {
        const label = labels.get(value.toLowerCase());
        if (!label) return null;
        values[name] = translate({ id: id(label) });
      }
    }
    return translate({ id: id(key), values });
  }
  return null;
}

/** A message, or sentences joined by ". " ("Invalid Username. 3 to 16 letters and digits."), each known. */
function translateMessage(translate: Translate, message: string): string | null {
  const whole = translateWhole(translate, message);
  if (whole !== null) return whole;
  const split = message.indexOf('. ');
  if (split < 0) return null;
  const head = translateWhole(translate, message.slice(0, split));
  const rest = translateMessage(translate, message.slice(split + 2));
  return head === null || rest === null ? null : `${head}. ${rest}`;
}

function localizeWith(translate: Translate, locale: string, message: string): string {
  if (locale === DEFAULT_LOCALE) return message;
  // A text this catalogue does not know (already translated, or from the server) is shown as it came.
  return translateMessage(translate, message) ?? message;
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

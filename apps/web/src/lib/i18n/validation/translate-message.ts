/**
 * The matching of the domain's English validation messages to the validation catalogue's keys (issue
 * 17), loaded with another language's catalogue (localize-validation.ts): in English nothing matches,
 * and the sign-in page loads none of it (issue 37).
 */
import type { MessageDescriptor } from '@lingui/core';
import type english from './locales/en.json';

type Key = keyof typeof english;
export type Translate = (descriptor: MessageDescriptor) => string;

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

const id = (key: Key) => `${NAME}.${key}`;

function translateWhole(matchers: Matchers, translate: Translate, message: string): string | null {
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
function translateMessage(matchers: Matchers, translate: Translate, message: string): string | null {
  const whole = translateWhole(matchers, translate, message);
  if (whole !== null) return whole;
  const split = message.indexOf('. ');
  if (split < 0) return null;
  const head = translateWhole(matchers, translate, message.slice(0, split));
  const rest = translateMessage(matchers, translate, message.slice(split + 2));
  return head === null || rest === null ? null : `${head}. ${rest}`;
}

/**
 * The translator of the domain's English validation messages into the catalogue's language, built from
 * the English catalogue: null for a text it does not know.
 */
export function messageTranslator(catalogue: typeof english) {
  const matchers = buildMatchers(catalogue);
  return (translate: Translate, message: string): string | null =>
    translateMessage(matchers, translate, message);
}

import type { Locale } from '../locales';
import {
  type FixedServerMessageKey,
  SERVER_MESSAGE_CATALOGUE,
  type ServerMessageKey,
  type ServerMessageValues,
} from './server-message-catalogue';

/**
 * A message the gateway responds with, as a key and the values it is written with, not as words: the
 * error handler writes it in the request's language, so rewording the English cannot lose its Spanish.
 */
export interface ServerMessage {
  readonly key: ServerMessageKey;
  readonly values: readonly unknown[];
}

/** A message by its key and values, both checked against the catalogue by the type check. */
export function serverMessage<Key extends ServerMessageKey>(
  key: Key,
  ...values: ServerMessageValues<Key>
): ServerMessage {
  return { key, values };
}

/** The message itself, when a fixed message is given by its key alone. */
export function toServerMessage(message: ServerMessage | FixedServerMessageKey): ServerMessage {
  return typeof message === 'string' ? { key: message, values: [] } : message;
}

/** A server message's words in a language (issue 17): the catalogue's text for its key, with its values. */
export function getServerMessageText(message: ServerMessage | FixedServerMessageKey, locale: Locale): string {
  const { key, values } = toServerMessage(message);
  let text: unknown = SERVER_MESSAGE_CATALOGUE[locale];
  for (const part of key.split('.')) text = (text as Readonly<Record<string, unknown>>)[part];
  if (typeof text === 'function') return (text as (...args: readonly unknown[]) => string)(...values);
  if (typeof text !== 'string') throw new Error(`The server message catalogue has no ${key} in ${locale}`);
  return text;
}

import { getServerMessageText, type ServerMessage, serverMessage, toServerMessage } from './server-message';
import { FIXED_SERVER_MESSAGE_KEYS } from './server-message-catalogue';

/**
 * The catalogue's messages with values that the contract's schemas write with fixed values
 * (api/registration.ts: the first and second security answers).
 */
const SCHEMA_MESSAGES_WITH_VALUES: readonly ServerMessage[] = [1, 2].flatMap((answer) => [
  serverMessage('registration.answerRequired', answer),
  serverMessage('registration.answerInvalid', answer),
]);

/** Each message a schema may report, by its English words; the first key wins where two share them. */
const BY_ENGLISH: ReadonlyMap<string, ServerMessage> = new Map(
  [...FIXED_SERVER_MESSAGE_KEYS.map(toServerMessage), ...SCHEMA_MESSAGES_WITH_VALUES]
    .reverse()
    .map((message): [string, ServerMessage] => [getServerMessageText(message, 'en'), message]),
);

/**
 * The server message a failed check of a contract schema (api/registration.ts, api/recovery.ts,
 * api/password.ts, the PCP search) reports, or undefined for zod's own words. Zod reports a check by
 * its text alone, so the text is looked up, whole, in the catalogue's own English: rewording a message
 * rewords the schema and this lookup together, and its other languages stay with its key.
 */
export function findSchemaMessage(text: string): ServerMessage | undefined {
  return BY_ENGLISH.get(text);
}

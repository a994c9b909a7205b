/*
 * The chat gate (document 1 §7). The vendor it accepts is deployment configuration (CHAT_VENDOR_URL),
 * handed to the web app with the brand; unset, the gateway's own stand-in on the page's origin.
 */

export interface ChatGateInput {
  readonly host: string;
  readonly displayChat: boolean;
}

/** The origin (scheme, host, port) of an http(s) address, lower-cased; null for anything else. */
export function originOf(address: string): string | null {
  // The domain package has no URL global (no DOM, no Node): the origin is read by pattern.
  const match = /^(https?):\/\/([^/:?#@]+)(:\d+)?(?:[/?#]|$)/i.exec(address.trim());
  if (!match) return null;
  const [, scheme, host, port] = match as unknown as [string, string, string, string | undefined];
  const defaultPort = scheme.toLowerCase() === 'https' ? ':443' : ':80';
  return `${scheme}://${host}${port && port !== defaultPort ? port : ''}`.toLowerCase();
}

/**
 * True only when displayChat is true and the configured host is the expected vendor (document 1 §7):
 * the same origin as `expectedVendor`, scheme and port included, so a look-alike host, another port
 * or a downgrade to http is refused.
 */
export function shouldInitialiseChat(config: ChatGateInput | null, expectedVendor: string): boolean {
  if (!config?.displayChat) return false;
  const expected = originOf(expectedVendor);
  return expected !== null && originOf(config.host) === expected;
}

/** The vendor's script: `chat.js` under the configured host, path included. */
export function chatScriptUrl(host: string): string {
  return `${host.trim().replace(/\/+$/, '')}/chat.js`;
}

/** The custom fields the vendor is initialised with (document 1 §7): group id, subscriber id, name, birth date, email. */
export interface ChatCustomFields {
  readonly groupId: string;
  readonly subscriberId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly email: string | null;
}

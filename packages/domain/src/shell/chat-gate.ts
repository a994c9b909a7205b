/**
 * The chat vendor's host. The chat configuration's host must match it before anything is loaded
 * (document 1 §7 Chat); the local default of the chat configuration points at it.
 */
export const EXPECTED_CHAT_VENDOR_HOST = 'chat.example.com';

export interface ChatGateInput {
  readonly host: string;
  readonly displayChat: boolean;
}

/** True only when the host names the expected vendor (https) and displayChat is true (document 1 §7). */
export function shouldInitialiseChat(
  config: ChatGateInput | null,
  expectedHost = EXPECTED_CHAT_VENDOR_HOST,
): boolean {
  if (!config?.displayChat) return false;
  // The domain package has no URL global (no DOM, no Node): the https origin is read by pattern.
  const match = /^https:\/\/([^/:?#]+)(?::\d+)?(?:[/?#]|$)/i.exec(config.host.trim());
  return match?.[1]?.toLowerCase() === expectedHost;
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

import { type ChatCustomFields, chatScriptUrl, getSignedInMember, shouldInitialiseChat } from '@dash/domain';
import { useEffect, useMemo } from 'react';
import { useAccount } from '@/api/account';
import { useBrand } from '@/lib/brand';
import { useChatConfig } from '../api/get-chat-config';

const SCRIPT_ID = 'chat-vendor';
/** Sent when the member area closes (sign-out): the vendor's widget takes itself and its data away. */
export const CHAT_SHUTDOWN_EVENT = 'chat:shutdown';

declare global {
  interface Window {
    chatSettings?: {
      readonly customFields: ChatCustomFields;
      readonly bus: string | null;
      readonly poc: string | null;
    };
  }
}

/** The gateway's stand-in is named by a path on this origin; a vendor's host is a whole address. */
function resolveHost(host: string): string {
  try {
    return new URL(host, window.location.origin).toString();
  } catch {
    // Not an address at all: left as it is, the gate refuses it.
    return host;
  }
}

/**
 * The chat gate (document 1 §7): the vendor script is added, with the listed custom fields, only when
 * the configured host is the expected vendor and displayChat is true. Otherwise nothing is loaded.
 * The expected vendor comes with the brand; null means the gateway's stand-in on this origin.
 */
export function useChat(): void {
  const { chatVendor } = useBrand();
  const { data: response } = useChatConfig();
  const config = useMemo(
    () => (response ? { ...response, host: resolveHost(response.host) } : null),
    [response],
  );
  // Without a configuration nothing is allowed, and the server's render (which has none) reads no window.
  const allowed = config !== null && shouldInitialiseChat(config, chatVendor ?? window.location.origin);
  const { data: account } = useAccount({ enabled: allowed });

  useEffect(() => {
    if (!allowed || !config || !account) return;
    const member = getSignedInMember(account);
    if (!member) return;
    window.chatSettings = {
      bus: config.bus,
      poc: config.poc,
      customFields: {
        groupId: account.groupId,
        subscriberId: account.subscriberId,
        firstName: member.firstName,
        lastName: member.lastName,
        dateOfBirth: member.dateOfBirth,
        email: account.preferences?.emailAddress ?? null,
      },
    };
    // After a group switch the settings follow the account; the vendor's script is added once.
    if (document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = chatScriptUrl(config.host);
    document.body.append(script);
  }, [allowed, config, account]);

  // The member's details leave with the member: nothing of the chat outlives the signed-in area.
  useEffect(
    () => () => {
      window.dispatchEvent(new Event(CHAT_SHUTDOWN_EVENT));
      document.getElementById(SCRIPT_ID)?.remove();
      delete window.chatSettings;
    },
    [],
  );
}

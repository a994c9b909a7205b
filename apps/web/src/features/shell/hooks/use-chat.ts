import { type ChatCustomFields, getSignedInMember, shouldInitialiseChat } from '@dash/domain';
import { useEffect } from 'react';
import { useAccountForChat, useChatConfig } from '../api/get-chat-config';

const SCRIPT_ID = 'chat-vendor';

declare global {
  interface Window {
    chatSettings?: {
      readonly customFields: ChatCustomFields;
      readonly bus: string | null;
      readonly poc: string | null;
    };
  }
}

/**
 * The chat gate (document 1 §7): the vendor script is added, with the listed custom fields, only when
 * the configured host is the expected vendor and displayChat is true. Otherwise nothing is loaded.
 */
export function useChat(): void {
  const { data: config } = useChatConfig();
  const allowed = shouldInitialiseChat(config ?? null);
  const { data: account } = useAccountForChat(allowed);

  useEffect(() => {
    if (!allowed || !config || !account || document.getElementById(SCRIPT_ID)) return;
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
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = new URL('/chat.js', config.host).toString();
    document.body.append(script);
  }, [allowed, config, account]);
}

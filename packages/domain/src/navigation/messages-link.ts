import { MENU_ROUTES } from './menu-item';

/** The shell's way to secure messages (issue 39 §1): its address and the replies not read yet. */
export interface MessagesLink {
  readonly route: string;
  readonly unread: number;
}

/**
 * Messages in the shell's header, on every brand and at every width (issue 39 §1), with the member's
 * unread replies from member services; none is shown as no count. A login-as session sees it too: it
 * may read the member's messages.
 */
export function getMessagesLink(unreadMessages: number): MessagesLink {
  return { route: MENU_ROUTES.messages, unread: Math.max(0, Math.floor(unreadMessages)) };
}

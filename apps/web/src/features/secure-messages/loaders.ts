import { dataLoader } from '@/lib/route-queries';
import { conversationQueryOptions } from './api/get-conversation';
import { conversationsQueryOptions } from './api/get-conversations';

/** /messages: the member's conversations, as the page asks for them. */
export const messagesLoader = dataLoader((client) => client.ensureQueryData(conversationsQueryOptions()));

/** /messages/{conversationId}: the conversation its address names (reading it marks it read). */
export const conversationLoader = dataLoader((client, { params }) =>
  client.ensureQueryData(conversationQueryOptions(params.conversationId ?? '')),
);

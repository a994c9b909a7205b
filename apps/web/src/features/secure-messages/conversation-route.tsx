import { ConversationPage } from './components/conversation-page';

/** /messages/{conversationId} (issue 39 §1). */
export function Component() {
  return <ConversationPage />;
}

export { conversationLoader as loader } from './loaders';

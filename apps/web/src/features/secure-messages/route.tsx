import { MessagesPage } from './components/messages-page';

/** /messages (issue 39 §1). */
export function Component() {
  return <MessagesPage />;
}

export { messagesLoader as loader } from './loaders';

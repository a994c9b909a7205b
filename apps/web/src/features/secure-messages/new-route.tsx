import { NewMessagePage } from './components/new-message-page';

/** /messages/new (issue 39 §1): needs no data of its own beyond the shell's. */
export function Component() {
  return <NewMessagePage />;
}

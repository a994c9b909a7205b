import { SESSION_TIMEOUT_TEXTS as TEXTS } from '@dash/domain';
import { Modal, type ModalAction } from '@/components/modal';

/** The warning itself, loaded only when it is due, so the modal library stays off the page's path. */
export function IdleWarningModal({ onStay, onLogOut }: { onStay: () => void; onLogOut: () => void }) {
  // Stay, close and Escape all mean the member is here.
  const handleAction = (action: ModalAction) => (action === 'secondary' ? onLogOut() : onStay());
  return (
    <Modal
      isOpen
      onOpenChange={() => undefined}
      onAction={handleAction}
      title={TEXTS.title}
      primaryLabel={TEXTS.staySignedIn}
      secondaryLabel={TEXTS.logOut}
    >
      <p>{TEXTS.body}</p>
    </Modal>
  );
}

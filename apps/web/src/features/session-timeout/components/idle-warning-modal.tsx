import { Modal, type ModalAction } from '@/components/modal';
import { sessionTimeoutTexts } from '../texts';

/** The warning itself, loaded only when it is due, so the modal library stays off the page's path. */
export function IdleWarningModal({ onStay, onLogOut }: { onStay: () => void; onLogOut: () => void }) {
  const t = sessionTimeoutTexts.useTexts();
  // Stay, close and Escape all mean the member is here.
  const handleAction = (action: ModalAction) => (action === 'secondary' ? onLogOut() : onStay());
  return (
    <Modal
      isOpen
      onOpenChange={() => undefined}
      onAction={handleAction}
      title={t('title')}
      primaryLabel={t('staySignedIn')}
      secondaryLabel={t('logOut')}
    >
      <p>{t('body')}</p>
    </Modal>
  );
}

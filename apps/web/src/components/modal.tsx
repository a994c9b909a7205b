import { OVERLAY_Z_INDEX } from '@dash/domain';
import type { ReactNode } from 'react';
import { Modal as AriaModal, Button, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { componentTexts } from '@/components/texts';

export type ModalAction = 'primary' | 'secondary' | 'cancel' | 'close';

interface ModalProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** Emitted before the modal closes (document 1 §4). */
  readonly onAction: (action: ModalAction) => void;
  readonly title: string;
  readonly children: ReactNode;
  readonly primaryLabel?: string;
  readonly secondaryLabel?: string;
  readonly cancelLabel?: string;
  readonly closeLabel?: string;
}

/**
 * The modal widget (document 1 §4): primary, secondary, cancel and the close X emit their action and
 * close it. React Aria traps focus inside, closes on Escape (as close) and returns focus to the
 * element that opened it. Stacked at 1055 (document 1 §9).
 */
export function Modal({
  isOpen,
  onOpenChange,
  onAction,
  title,
  children,
  primaryLabel,
  secondaryLabel,
  cancelLabel,
  closeLabel,
}: ModalProps) {
  const t = componentTexts.useTexts();
  const emit = (action: ModalAction) => {
    onAction(action);
    onOpenChange(false);
  };
  const button = (label: string | undefined, action: ModalAction, className: string) =>
    label ? (
      <Button className={className} onPress={() => emit(action)}>
        {label}
      </Button>
    ) : null;
  return (
    <ModalOverlay
      className="modal-overlay"
      style={{ zIndex: OVERLAY_Z_INDEX }}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) emit('close');
      }}
    >
      <AriaModal className="modal">
        <Dialog className="modal__dialog">
          <div className="modal__header">
            <Heading slot="title" className="modal__title">
              {title}
            </Heading>
            <Button
              className="modal__close"
              aria-label={closeLabel ?? t('modal.close')}
              onPress={() => emit('close')}
            >
              ×
            </Button>
          </div>
          <div className="modal__body">{children}</div>
          <div className="modal__actions">
            {button(cancelLabel, 'cancel', 'button')}
            {button(secondaryLabel, 'secondary', 'button')}
            {button(primaryLabel, 'primary', 'button button--primary')}
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

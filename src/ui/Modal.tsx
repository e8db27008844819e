import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import styles from './Modal.module.css';

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Names the dialog; shown as its heading. */
  title: string;
  children: ReactNode;
  /** Buttons at the bottom right. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A centred dialog (max width extra-large) over a dimmed page. A click outside, Escape or
 * the close button closes it; focus stays inside while open and returns to the opener after.
 */
export function Modal({ isOpen, onOpenChange, title, children, footer, className }: ModalProps) {
  const { t } = useTranslation('app');
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <AriaModal className={[styles.modal, className].filter(Boolean).join(' ')}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button quiet circle size="small" aria-label={t('ui.modal.close')} onPress={() => onOpenChange(false)}>
              <X size={16} aria-hidden />
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy, type CopyOptions } from '@/hooks/useCopy';
import { Button, type ButtonSize } from './Button';
import { Modal } from './Modal';
import styles from './ModalValue.module.css';

export interface ModalValueProps extends CopyOptions {
  /** The (long) value shown in the dialog. */
  value: string;
  /** The opening button's text and the dialog's title. */
  label: string;
  /** Show a "Copy" button in the dialog (default true). */
  copyable?: boolean;
  size?: ButtonSize;
}

/** A button that opens a dialog showing a value; its "Copy" button reads "Copied!" for 1500 ms. */
export function ModalValue({ value, label, copyable = true, size, toast }: ModalValueProps) {
  const { t } = useTranslation('app');
  const [isOpen, setOpen] = useState(false);
  const { copy, copied } = useCopy({ toast });
  return (
    <>
      <Button size={size} onPress={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={label}
        footer={
          copyable ? (
            <Button variant="primary" onPress={() => void copy(value)}>
              {copied ? t('copy.copied') : t('copy.button')}
            </Button>
          ) : null
        }
      >
        <pre className={styles.value}>{value}</pre>
      </Modal>
    </>
  );
}

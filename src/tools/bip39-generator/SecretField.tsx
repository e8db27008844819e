import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/hooks/useCopy';
import { Button } from '@/ui/Button';
import { InputText } from '@/ui/InputText';
import styles from './ui.module.css';

export interface SecretFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  copiedToast: string;
  /** The mnemonic: three lines of words with a hint under them. */
  multiline?: boolean;
  description?: string;
  /** The entropy: a Refresh button draws a fresh one. */
  onRefresh?: () => void;
}

/**
 * One of the two secrets with its buttons, in a group so the two "Copy" buttons are told apart.
 * Memoised: while the worker answers for one field, the other one and the options do not re-render
 * (a render of the whole tool is tens of milliseconds on a slow phone).
 */
export const SecretField = memo(function SecretField(props: SecretFieldProps) {
  const { label, value, onChange, error, copiedToast, multiline = false, description, onRefresh } = props;
  const { t } = useTranslation('bip39-generator');
  const { copy } = useCopy({ toast: copiedToast });
  return (
    <div role="group" className={styles.field}>
      <InputText
        label={label}
        value={value}
        onChange={onChange}
        monospace={!multiline}
        multiline={multiline}
        rawText
        description={description}
        error={error}
      />
      <div className={styles.actions}>
        {onRefresh ? <Button onPress={onRefresh}>{t('refresh')}</Button> : null}
        <Button onPress={() => void copy(value)} isDisabled={!value || Boolean(error)}>
          {t('copy')}
        </Button>
      </div>
    </div>
  );
});

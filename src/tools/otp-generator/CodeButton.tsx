import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/hooks/useCopy';
import { Button } from '@/ui/Button';
import { Tooltip } from '@/ui/Tooltip';
import styles from './ui.module.css';

/** One OTP as a button named by its label ("Current OTP"…) that copies the code, with a copy tooltip. Memoised: the tool re-renders every second, a code changes once a period. */
export const CodeButton = memo(function CodeButton({
  label,
  code,
  tooltip,
  primary,
}: {
  label: string;
  code: string;
  tooltip: string;
  primary?: boolean;
}) {
  const { t } = useTranslation('app');
  const { copy, copied } = useCopy();
  const labelId = useId();
  const codeId = useId();
  return (
    <div className={styles.code}>
      <span id={labelId} className={styles.codeLabel}>
        {label}
      </span>
      <Tooltip content={copied ? t('copy.copied') : tooltip} forceOpen={copied}>
        <Button
          variant={primary ? 'primary' : 'default'}
          size="large"
          aria-labelledby={labelId}
          aria-describedby={codeId}
          isDisabled={!code}
          onPress={() => void copy(code)}
        >
          <span id={codeId} className={styles.codeValue}>
            {code || '—'}
          </span>
        </Button>
      </Tooltip>
    </div>
  );
});

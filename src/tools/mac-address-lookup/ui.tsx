import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { macDigits, OUI_DATA, vendorText } from './logic';
import styles from './ui.module.css';

const defaults = { mac: '20:37:06:12:34:56' };
/** The longest registry prefix (MA-S) is 9 hex digits: later digits never change the answer. */
const LOOKUP_DIGITS = 9;

/** The digits to look up, or null for an empty (or invalid) address; `invalid` flags the latter. */
function parse(mac: string): { digits: string | null; invalid: boolean } {
  try {
    const digits = macDigits(mac).slice(0, LOOKUP_DIGITS);
    return { digits: digits || null, invalid: false };
  } catch (error) {
    if (isInputError(error)) return { digits: null, invalid: true };
    throw error;
  }
}

export default function MacAddressLookup() {
  const { t } = useTranslation('mac-address-lookup');
  const [state, setState] = useToolState(defaults);
  const setter = useFieldSetters(setState);
  const { digits, invalid } = useMemo(() => parse(state.mac), [state.mac]);
  // The registries (about 1.3 MB gzip) load in the worker on the first lookup.
  const lookup = useLiveWorker('oui', 'lookupMacVendor', digits === null ? null : [digits]);
  const vendor = digits === null ? undefined : lookup.value;

  return (
    <>
      <Card>
        <InputText
          label={t('mac')}
          value={state.mac}
          onChange={setter('mac')}
          placeholder={t('macPlaceholder')}
          clearable
          monospace
          rawText
          error={invalid ? t('invalidMac') : undefined}
        />
      </Card>
      <Card title={t('vendorInfo')}>
        <TaskStatus {...taskStatusProps(lookup.state)} onCancel={lookup.cancel} />
        <TaskError error={digits === null ? undefined : lookup.error} ns="mac-address-lookup" />
        <div className={styles.vendor} aria-live="polite">
          {vendor ? (
            <>
              <p className={styles.name}>{vendor.name}</p>
              {vendor.address.map((line, i) => (
                <p key={i} className={styles.line}>
                  {line}
                </p>
              ))}
            </>
          ) : vendor === null ? (
            <p className={styles.unknown}>{t('unknownVendor')}</p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <CopyButton
            value={vendor ? vendorText(vendor) : ''}
            label={t('vendorInfo')}
            text={t('copyVendorInfo')}
            toast={t('copied')}
            isDisabled={!vendor}
          />
        </div>
        <p className={styles.source}>{t('dataSource', OUI_DATA)}</p>
      </Card>
    </>
  );
}

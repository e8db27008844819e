import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/hooks/useCopy';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Button } from '@/ui/Button';
import { ButtonsSelect } from '@/ui/ButtonsSelect';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import {
  generateUuids,
  isUuidVersion,
  isValidNamespace,
  isValidQuantity,
  NAMESPACES,
  namespacePreset,
  quantityError,
  UUID_VERSIONS,
  type NamespaceName,
  type UuidVersion,
} from './logic';
import styles from './ui.module.css';

const defaults = { version: 'v4' as string, quantity: 1, namespace: NAMESPACES.URL as string, name: '' };

const VERSION_OPTIONS = UUID_VERSIONS.map((v) => ({ value: v, label: v }));

export default function UuidGenerator() {
  const { t } = useTranslation('uuid-generator');
  // A quantity from a hand-edited URL (or old storage) that is not valid falls back to the default.
  const [state, setState] = useToolState(defaults, {
    query: ['version', 'quantity'],
    valid: { quantity: isValidQuantity, version: isUuidVersion },
  });
  const setter = useFieldSetters(setState);
  const [refreshes, setRefreshes] = useState(0);
  const { copy } = useCopy({ toast: t('copied') });
  const version: UuidVersion = isUuidVersion(state.version) ? state.version : 'v4';
  const nameBased = version === 'v3' || version === 'v5';
  const quantityMessage = quantityError(state.quantity);

  const uuids = useMemo(() => {
    void refreshes; // Refresh draws a new batch.
    try {
      return generateUuids({ ...state, version }).join('\n');
    } catch (error) {
      if (isInputError(error)) return '';
      throw error;
    }
  }, [state, version, refreshes]);

  return (
    <Card>
      <ButtonsSelect label={t('version')} value={version} options={VERSION_OPTIONS} onChange={setter('version')} />
      <NumberInput
        label={t('quantity')}
        value={state.quantity}
        onChange={setter('quantity')}
        snapToStep={false}
        error={quantityMessage && t(quantityMessage)}
      />
      {nameBased ? (
        <>
          <ButtonsSelect<NamespaceName>
            label={t('namespace')}
            value={namespacePreset(state.namespace) ?? ('' as NamespaceName)}
            options={(Object.keys(NAMESPACES) as NamespaceName[]).map((key) => ({ value: key, label: key }))}
            onChange={(key) => setState({ namespace: NAMESPACES[key] })}
          />
          <InputText
            label={t('namespaceUuid')}
            value={state.namespace}
            onChange={setter('namespace')}
            monospace
            rawText
            error={isValidNamespace(state.namespace) ? undefined : t('invalidUuid')}
          />
          <InputText label={t('name')} value={state.name} onChange={setter('name')} rawText />
        </>
      ) : null}
      <InputText
        label={t('uuids')}
        value={uuids}
        readOnly
        multiline
        rows={Math.min(Math.max(isValidQuantity(state.quantity) ? state.quantity : 1, 1), 10)}
        monospace
        centered
        rawText
        placeholder={t('placeholder')}
      />
      <div className={styles.actions}>
        <Button onPress={() => void copy(uuids)} isDisabled={!uuids}>
          {t('copy')}
        </Button>
        <Button onPress={() => setRefreshes((n) => n + 1)}>{t('refresh')}</Button>
      </div>
    </Card>
  );
}

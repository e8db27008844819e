import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/hooks/useCopy';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { Button } from '@/ui/Button';
import { ButtonsSelect } from '@/ui/ButtonsSelect';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import { formatUlids, generateUlids, isUlidFormat, isValidQuantity, quantityError, type UlidFormat } from './logic';
import styles from './ui.module.css';

const defaults = { quantity: 1, format: 'raw' as string };

export default function UlidGenerator() {
  const { t } = useTranslation('ulid-generator');
  // A quantity from a hand-edited URL (or old storage) that is not valid falls back to the default.
  const [state, setState] = useToolState(defaults, {
    query: ['quantity', 'format'],
    valid: { quantity: isValidQuantity, format: isUlidFormat },
  });
  const setter = useFieldSetters(setState);
  const [refreshes, setRefreshes] = useState(0);
  const { copy } = useCopy({ toast: t('copied') });
  const format: UlidFormat = isUlidFormat(state.format) ? state.format : 'raw';
  const quantityMessage = quantityError(state.quantity);
  const valid = !quantityMessage;

  // A format change re-renders the same batch; quantity and Refresh draw a new one.
  const ulids = useMemo(() => {
    void refreshes;
    return valid ? generateUlids(state.quantity) : [];
  }, [state.quantity, valid, refreshes]);
  const output = formatUlids(ulids, format);

  return (
    <Card>
      <NumberInput
        label={t('quantity')}
        value={state.quantity}
        onChange={setter('quantity')}
        snapToStep={false}
        error={quantityMessage && t(quantityMessage)}
      />
      <ButtonsSelect<UlidFormat>
        label={t('format')}
        value={format}
        options={[
          { value: 'raw', label: t('raw') },
          { value: 'json', label: t('json') },
        ]}
        onChange={setter('format')}
      />
      <InputText label={t('ulids')} value={output} readOnly multiline autosize monospace rawText placeholder="" />
      <div className={styles.actions}>
        <Button onPress={() => setRefreshes((n) => n + 1)}>{t('refresh')}</Button>
        <Button onPress={() => void copy(output)} isDisabled={!output}>
          {t('copy')}
        </Button>
      </div>
    </Card>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/hooks/useCopy';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { ButtonsSelect } from '@/ui/ButtonsSelect';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import {
  generateMacs,
  isMulticastPrefix,
  isValidQuantity,
  parsePrefix,
  sanitizeChoices,
  type AddressType,
  type Administration,
  type LetterCase,
  type MacOptions,
  type SeparatorName,
} from './logic';
import styles from './ui.module.css';

const defaults: MacOptions = {
  quantity: 1,
  prefix: '64:16:7F',
  letterCase: 'uppercase',
  separator: 'colon',
  addressType: 'unicast',
  administration: 'local',
};
const queryKeys = ['quantity', 'prefix', 'letterCase', 'separator', 'addressType', 'administration'] as const;

const prefixIsValid = (prefix: string) => {
  try {
    parsePrefix(prefix);
    return true;
  } catch {
    return false;
  }
};

/** A choice is valid when sanitizeChoices keeps it (the lists the selects offer). */
const keptChoice =
  <K extends 'letterCase' | 'separator' | 'addressType' | 'administration'>(key: K) =>
  (value: MacOptions[K]) =>
    sanitizeChoices({ ...defaults, [key]: value })[key] === value;
const valid = {
  quantity: isValidQuantity,
  prefix: prefixIsValid,
  letterCase: keptChoice('letterCase'),
  separator: keptChoice('separator'),
  addressType: keptChoice('addressType'),
  administration: keptChoice('administration'),
};

export default function MacAddressGenerator() {
  const { t } = useTranslation('mac-address-generator');
  const [state, setOptions] = useToolState(defaults, { query: queryKeys, valid });
  const setter = useFieldSetters(setOptions);
  const options = useMemo(() => sanitizeChoices(state), [state]);
  const [refreshes, setRefreshes] = useState(0);
  const { copy } = useCopy({ toast: t('copied') });
  const validPrefix = prefixIsValid(options.prefix);
  const randomFirstByte = validPrefix && parsePrefix(options.prefix).length === 0;

  const macs = useMemo(() => {
    void refreshes; // Refresh draws a new batch.
    try {
      return generateMacs(options).join('\n');
    } catch (error) {
      if (isInputError(error)) return '';
      throw error;
    }
  }, [options, refreshes]);

  return (
    <Card>
      <div className={styles.options}>
        <NumberInput
          label={t('quantity')}
          value={options.quantity}
          onChange={setter('quantity')}
          error={isValidQuantity(options.quantity) ? undefined : t('quantityError')}
        />
        <InputText
          label={t('prefix')}
          value={options.prefix}
          onChange={setter('prefix')}
          placeholder={t('prefixPlaceholder')}
          clearable
          monospace
          rawText
          error={validPrefix ? undefined : t('invalidPrefix')}
        />
        <ButtonsSelect<LetterCase>
          label={t('case')}
          value={options.letterCase}
          options={[
            { value: 'uppercase', label: t('uppercase') },
            { value: 'lowercase', label: t('lowercase') },
          ]}
          onChange={setter('letterCase')}
        />
        <ButtonsSelect<SeparatorName>
          label={t('separator')}
          value={options.separator}
          options={[
            { value: 'colon', label: ':' },
            { value: 'hyphen', label: '-' },
            { value: 'dot', label: '.' },
            { value: 'none', label: t('none') },
          ]}
          onChange={setter('separator')}
        />
        <ButtonsSelect<AddressType>
          label={t('addressType')}
          value={options.addressType}
          options={[
            { value: 'unicast', label: t('unicast') },
            { value: 'multicast', label: t('multicast') },
          ]}
          onChange={setter('addressType')}
          isDisabled={!randomFirstByte}
        />
        <ButtonsSelect<Administration>
          label={t('administration')}
          value={options.administration}
          options={[
            { value: 'local', label: t('local') },
            { value: 'universal', label: t('universal') },
          ]}
          onChange={setter('administration')}
          isDisabled={!randomFirstByte}
        />
      </div>
      <p className={styles.note}>{t('bitsNote')}</p>
      {isMulticastPrefix(options.prefix) ? <Alert>{t('multicastWarning')}</Alert> : null}
      <InputText
        label={t('output')}
        value={macs}
        readOnly
        multiline
        rows={Math.min(Math.max(isValidQuantity(options.quantity) ? options.quantity : 1, 1), 10)}
        monospace
        centered
        rawText
        placeholder={t('outputPlaceholder')}
      />
      <div className={styles.actions}>
        <Button onPress={() => setRefreshes((n) => n + 1)}>{t('refresh')}</Button>
        <Button onPress={() => void copy(macs)} isDisabled={!macs}>
          {t('copy')}
        </Button>
      </div>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { numeronym } from './logic';

export default function NumeronymGenerator() {
  const { t } = useTranslation('numeronym-generator');
  const [state, setState] = useToolState({ word: '' });
  const setter = useFieldSetters(setState);
  const result = numeronym(state.word);
  return (
    <Card>
      <InputText
        label={t('word')}
        value={state.word}
        onChange={setter('word')}
        placeholder={t('wordPlaceholder')}
        clearable
        rawText
      />
      <InputText
        label={t('numeronym')}
        value={result}
        readOnly
        rawText
        placeholder={t('numeronymPlaceholder')}
        actions={<CopyButton value={result} label={t('numeronym')} isDisabled={!result} />}
      />
    </Card>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceText } from '@/components/SourceText';
import { TextOutput } from '@/components/TextOutput';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { isInputError, type InputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { decodeSafelink } from './logic';

export default function SafelinkDecoder() {
  const { t } = useTranslation('safelink-decoder');
  const [state, setState] = useToolState({ input: '' });
  const setter = useFieldSetters(setState);
  const decoded = useMemo((): { url: string; error?: InputError } => {
    try {
      return { url: decodeSafelink(state.input) };
    } catch (error) {
      if (isInputError(error)) return { url: '', error };
      throw error;
    }
  }, [state.input]);

  return (
    <Card>
      <SourceText
        label={t('inputLabel')}
        value={state.input}
        onChange={setter('input')}
        placeholder={t('inputPlaceholder')}
        autoFocus
        monospace
        error={decoded.error ? t(decoded.error.key) : undefined}
      />
      <TextOutput label={t('outputLabel')} value={decoded.url} monospace rows={2} />
    </Card>
  );
}

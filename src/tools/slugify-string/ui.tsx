import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceText } from '@/components/SourceText';
import { useRememberedText, useSettledText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { isLostInSlug, slugify } from './logic';
import styles from './ui.module.css';

/** Slugs are cheap for titles; longer texts (pasted documents) are slugified once typing settles. */
const IMMEDIATE_CHARS = 2_000;

export default function SlugifyString() {
  const { t } = useTranslation('slugify-string');
  const [state, setState] = useToolState({ input: '' });
  const [input, setInput] = useRememberedText(state.input, (value) => setState({ input: value }));
  const source = useSettledText(input, IMMEDIATE_CHARS);
  const slug = useMemo(() => (source === undefined ? '' : slugify(source)), [source]);
  const lost = source !== undefined && isLostInSlug(source, slug);

  return (
    <Card>
      <SourceText label={t('inputLabel')} value={input} onChange={setInput} placeholder={t('inputPlaceholder')} />
      <InputText
        label={t('slugLabel')}
        value={slug}
        readOnly
        multiline
        rows={2}
        monospace
        rawText
        placeholder={t('slugPlaceholder')}
        description={lost ? t('nothingToSlugify') : undefined}
      />
      <div className={styles.actions}>
        <CopyButton
          value={slug}
          label={t('slugLabel')}
          text={t('copySlug')}
          size="medium"
          isDisabled={!slug}
          toast={t('copied')}
        />
      </div>
    </Card>
  );
}

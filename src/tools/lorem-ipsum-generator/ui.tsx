import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/hooks/useCopy';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { RangeSlider } from '@/ui/RangeSlider';
import { Slider } from '@/ui/Slider';
import { Switch } from '@/ui/Switch';
import {
  DEFAULT_LOREM_OPTIONS,
  generateLorem,
  normalizeLoremOptions,
  PARAGRAPHS_RANGE,
  SENTENCES_RANGE,
  WORDS_RANGE,
  type LoremOptions,
} from './logic';
import styles from './ui.module.css';

const QUERY_KEYS = ['paragraphs', 'sentencesMin', 'sentencesMax', 'wordsMin', 'wordsMax', 'startWithLorem', 'asHtml'] as const;

export default function LoremIpsumGenerator() {
  const { t } = useTranslation('lorem-ipsum-generator');
  const [stored, setOptions] = useToolState(DEFAULT_LOREM_OPTIONS, { query: QUERY_KEYS });
  const options = normalizeLoremOptions(stored);
  const [text, setText] = useState(() => generateLorem(options));
  // Counts from a link or old storage are brought into their ranges: the state and the URL follow.
  const { paragraphs, sentencesMin, sentencesMax, wordsMin, wordsMax } = options;
  useEffect(
    () => setOptions({ paragraphs, sentencesMin, sentencesMax, wordsMin, wordsMax }),
    [setOptions, paragraphs, sentencesMin, sentencesMax, wordsMin, wordsMax],
  );
  const { copy } = useCopy({ toast: t('copied') });
  // Every option change and Refresh draws a new text.
  const change = (patch: Partial<LoremOptions>) => {
    setOptions({ ...options, ...patch });
    setText(generateLorem({ ...options, ...patch }));
  };
  const setter = useFieldSetters(change);
  const thumbs = [t('minimum'), t('maximum')] as const;

  return (
    <Card>
      <div className={styles.withValue}>
        <Slider
          label={t('paragraphs')}
          value={options.paragraphs}
          minValue={PARAGRAPHS_RANGE.min}
          maxValue={PARAGRAPHS_RANGE.max}
          onChange={setter('paragraphs')}
        />
        <span className={styles.value} aria-hidden>
          {options.paragraphs}
        </span>
      </div>
      <RangeSlider
        label={t('sentences')}
        thumbLabels={thumbs}
        value={[options.sentencesMin, options.sentencesMax]}
        minValue={SENTENCES_RANGE.min}
        maxValue={SENTENCES_RANGE.max}
        onChange={([sentencesMin, sentencesMax]) => change({ sentencesMin, sentencesMax })}
      />
      <RangeSlider
        label={t('words')}
        thumbLabels={thumbs}
        value={[options.wordsMin, options.wordsMax]}
        minValue={WORDS_RANGE.min}
        maxValue={WORDS_RANGE.max}
        onChange={([wordsMin, wordsMax]) => change({ wordsMin, wordsMax })}
      />
      <div className={styles.switches}>
        <Switch label={t('startWithLorem')} isSelected={options.startWithLorem} onChange={setter('startWithLorem')} />
        <Switch label={t('asHtml')} isSelected={options.asHtml} onChange={setter('asHtml')} />
      </div>
      <InputText label={t('output')} value={text} readOnly multiline rows={10} rawText placeholder="" />
      <div className={styles.actions}>
        <Button onPress={() => void copy(text)}>{t('copy')}</Button>
        <Button onPress={() => setText(generateLorem(options))}>{t('refresh')}</Button>
      </div>
    </Card>
  );
}

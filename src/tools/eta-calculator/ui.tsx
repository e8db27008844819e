import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useFollow, useTask } from '@/hooks/useTask';
import { useToolState } from '@/hooks/useToolState';
import { retryableImport } from '@/lib/retryable-import';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { DateTimeInput } from '@/ui/DateTimeInput';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import { Select } from '@/ui/Select';
import { loadDateWords } from './date-words';
import {
  fromLocalInput,
  isSpanUnit,
  isValidCount,
  requiredRate,
  SPAN_UNIT_IDS,
  toLocalInput,
  totalDuration,
  type SpanUnit,
} from './span';
import styles from './ui.module.css';

/** Intl's unit for each span unit, for "5 minutes" in the UI language. */
const INTL_UNITS: Record<SpanUnit, string> = {
  milliseconds: 'millisecond',
  seconds: 'second',
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
};

function Output({ label, value }: { label: string; value: string }) {
  return (
    <InputText
      label={label}
      value={value}
      readOnly
      placeholder=""
      actions={<CopyButton value={value} label={label} isDisabled={!value} />}
    />
  );
}

/** date-fns and its words, again after a failed download ("Try again"). */
const loadWords = retryableImport(loadDateWords);

export default function EtaCalculator() {
  const { t, i18n } = useTranslation('eta-calculator');
  const [now] = useState(() => Date.now());
  const [state, setState] = useToolState(
    { amount: 186, start: toLocalInput(now), perSpan: 3, span: 5, spanUnit: 'minutes' as string, target: '' },
    { query: ['spanUnit'], valid: { spanUnit: isSpanUnit } },
  );
  const setter = useFieldSetters(setState);
  const spanUnit: SpanUnit = isSpanUnit(state.spanUnit) ? state.spanUnit : 'minutes';
  const wordsTask = useTask((_context, language: string) => loadWords(language));
  const dateWords = useFollow(wordsTask, [i18n.language]);
  const words = dateWords.value;
  const countError = (value: number) => (isValidCount(value) ? undefined : t('atLeastOne'));
  const start = fromLocalInput(state.start);
  const valid = isValidCount(state.amount) && isValidCount(state.perSpan) && isValidCount(state.span);

  const duration = valid ? totalDuration(state.amount, state.perSpan, state.span, spanUnit) : undefined;
  const endText = duration === undefined || start === undefined || !words ? '' : words.end(start + duration, now);
  const target = fromLocalInput(state.target);
  const rate =
    valid && start !== undefined && target !== undefined
      ? requiredRate(state.amount, start, target, state.span, spanUnit)
      : undefined;
  const spanText = useMemo(
    () =>
      new Intl.NumberFormat(i18n.language, { style: 'unit', unit: INTL_UNITS[spanUnit], unitDisplay: 'long' }).format(state.span),
    [i18n.language, spanUnit, state.span],
  );
  // Made once per language: a new list at each keystroke would draw the select again.
  const unitOptions = useMemo(() => SPAN_UNIT_IDS.map((value) => ({ value, label: t(`units.${value}`) })), [t]);

  return (
    <>
      <Card>
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.grid}>
          <NumberInput
            label={t('amount')}
            value={state.amount}
            onChange={setter('amount')}
            snapToStep={false}
            error={countError(state.amount)}
          />
          <DateTimeInput
            label={t('start')}
            value={state.start}
            onChange={setter('start')}
            error={start === undefined ? t('invalidDate') : undefined}
          />
          <NumberInput
            label={t('perSpan')}
            value={state.perSpan}
            onChange={setter('perSpan')}
            snapToStep={false}
            error={countError(state.perSpan)}
          />
          <NumberInput
            label={t('span')}
            value={state.span}
            onChange={setter('span')}
            snapToStep={false}
            error={countError(state.span)}
          />
          <Select label={t('spanUnit')} value={spanUnit} onChange={setter('spanUnit')} options={unitOptions} />
        </div>
        <Output label={t('totalDuration')} value={duration === undefined || !words ? '' : words.duration(duration)} />
        <Output label={t('end')} value={endText} />
        {dateWords.error ? (
          <>
            <TaskError error={dateWords.error} ns="eta-calculator" />
            <Button onPress={() => void wordsTask.run(i18n.language)}>{t('app:toolError.retry')}</Button>
          </>
        ) : null}
      </Card>
      <Card title={t('rateTitle')}>
        <DateTimeInput label={t('target')} value={state.target} onChange={setter('target')} />
        <Output label={t('rate')} value={rate === undefined ? '' : t('rateValue', { rate, span: spanText })} />
      </Card>
    </>
  );
}

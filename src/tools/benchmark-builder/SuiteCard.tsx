import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { parseMeasure, type Suite } from './logic';
import styles from './ui.module.css';

export interface SuiteCardProps {
  suite: Suite;
  /** 1-based position, for the heading of a suite without a name. */
  position: number;
  onChange: (suite: Suite) => void;
  /** Absent when this is the only suite. */
  onDelete?: () => void;
}

/** One suite: its name, its measures (Enter moves to the next one, or adds it), and its buttons. */
export function SuiteCard({ suite, position, onChange, onDelete }: SuiteCardProps) {
  const { t } = useTranslation('benchmark-builder');
  const valuesLabel = useId();
  const group = useRef<HTMLDivElement>(null);
  /** The measure to focus once it is rendered (a new one). */
  const focusNext = useRef<number | null>(null);

  const focusValue = (index: number) =>
    group.current?.querySelector<HTMLInputElement>(`[data-value-index="${index}"] input`)?.focus();
  useEffect(() => {
    if (focusNext.current === null) return;
    focusValue(focusNext.current);
    focusNext.current = null;
  }, [suite.values.length]);

  const setValue = (index: number, value: string) =>
    onChange({ ...suite, values: suite.values.map((v, i) => (i === index ? value : v)) });
  const addValue = () => {
    focusNext.current = suite.values.length;
    onChange({ ...suite, values: [...suite.values, ''] });
  };
  const deleteValue = (index: number) => onChange({ ...suite, values: suite.values.filter((_, i) => i !== index) });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(event.target instanceof HTMLInputElement)) return;
    const row = event.target.closest<HTMLElement>('[data-value-index]');
    if (!row) return;
    event.preventDefault();
    const next = Number(row.dataset.valueIndex) + 1;
    if (next < suite.values.length) focusValue(next);
    else addValue();
  };

  return (
    <Card title={suite.title.trim() || t('suiteFallback', { n: position })} className={styles.suite}>
      <InputText label={t('suiteName')} value={suite.title} onChange={(title) => onChange({ ...suite, title })} placeholder="" />
      <div role="group" aria-labelledby={valuesLabel} className={styles.values} ref={group} onKeyDown={onKeyDown}>
        <span id={valuesLabel} className={styles.valuesLabel}>
          {t('suiteValues')}
        </span>
        {suite.values.map((value, index) => (
          // Measures have no identity but their place; every field is controlled, so index keys are safe.
          <div key={index} data-value-index={index}>
            <InputText
              label={t('value', { n: index + 1 })}
              value={value}
              onChange={(text) => setValue(index, text)}
              placeholder={t('valuePlaceholder')}
              inputMode="decimal"
              rawText
              error={Number.isNaN(parseMeasure(value)) ? t('notANumber') : undefined}
              actions={
                <Button quiet circle size="small" aria-label={t('deleteValue')} onPress={() => deleteValue(index)}>
                  <Trash2 size={14} aria-hidden />
                </Button>
              }
            />
          </div>
        ))}
      </div>
      <div className={styles.buttons}>
        <Button size="small" onPress={addValue}>
          {t('addMeasure')}
        </Button>
        {onDelete ? (
          <Button size="small" variant="warning" onPress={onDelete}>
            {t('deleteSuite')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

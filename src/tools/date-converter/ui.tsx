import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { Select, type SelectOption } from '@/ui/Select';
import { DATE_FORMATS, detectFormat, formatDate, isDateFormat, parseDate, type DateFormat } from './logic';
import styles from './ui.module.css';
import { deviceTimeZone, isTimeZone } from './zone';

/** "UTC", then every IANA zone the browser knows (the device's own included even if unlisted). */
function timeZoneOptions(device: string): SelectOption[] {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone'), device]);
  return [...zones].map((zone) => ({ label: zone, value: zone }));
}

/** The current time, refreshed every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    // The first tick at once: the time kept from an earlier blank input may be long stale.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [active]);
  return now;
}

/** The instant in every format. Memoised, and given a deferred instant: typing stays at once. */
const DateOutputs = memo(function DateOutputs({ instant, zone }: { instant?: number; zone: string }) {
  const { t } = useTranslation('date-converter');
  const outputs = useMemo(() => (instant === undefined ? undefined : formatDate(instant, zone)), [instant, zone]);
  return (
    <div className={styles.outputs}>
      {DATE_FORMATS.map((key) => {
        const label = t(`formats.${key}`);
        const value = outputs?.[key] ?? '';
        return (
          <InputText
            key={key}
            label={label}
            value={value}
            readOnly
            monospace
            rawText
            placeholder={outputs ? '' : t('invalidPlaceholder')}
            actions={<CopyButton value={value} label={label} isDisabled={!value} />}
          />
        );
      })}
    </div>
  );
});

export default function DateConverter() {
  const { t } = useTranslation('date-converter');
  const device = useMemo(() => deviceTimeZone(), []);
  const zones = useMemo(() => timeZoneOptions(device), [device]);
  const [state, setState] = useToolState(
    { input: '', format: 'timestamp' as string, timeZone: device },
    { query: ['format', 'timeZone'], valid: { format: isDateFormat, timeZone: isTimeZone } },
  );
  // A stored or linked value the browser does not know falls back to the defaults.
  const format: DateFormat = isDateFormat(state.format) ? state.format : 'timestamp';
  const zone = isTimeZone(state.timeZone) ? state.timeZone : device;
  const blank = state.input.trim() === '';
  const now = useNow(blank);

  const parsed = useMemo((): { instant?: number; invalid?: boolean } => {
    try {
      return { instant: parseDate(state.input, format, zone) };
    } catch (error) {
      if (isInputError(error)) return { invalid: true };
      throw error;
    }
  }, [state.input, format, zone]);
  const instant = useDeferredValue(blank ? now : parsed.instant);
  const shownZone = useDeferredValue(zone);

  // Stable options and callbacks: the Selects are skipped while the date is typed.
  const formatOptions = useMemo(() => DATE_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) })), [t]);
  const onFormat = useCallback((value: DateFormat) => setState({ format: value }), [setState]);
  const onZone = useCallback((timeZone: string) => setState({ timeZone }), [setState]);
  const onInput = (input: string) => {
    const detected = detectFormat(input, zone);
    setState(detected ? { input, format: detected } : { input });
  };

  return (
    <Card>
      <div className={styles.inputs}>
        <InputText
          label={t('dateString')}
          value={state.input}
          onChange={onInput}
          placeholder={t('placeholder')}
          autoFocus
          clearable
          rawText
          error={parsed.invalid ? t('invalidDate') : undefined}
        />
        <Select label={t('inputFormat')} value={format} onChange={onFormat} options={formatOptions} />
        <Select label={t('timeZone')} value={zone} onChange={onZone} options={zones} searchable />
      </div>
      <DateOutputs instant={instant} zone={shownZone} />
    </Card>
  );
}

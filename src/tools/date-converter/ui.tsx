import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useToolState } from '@/hooks/useToolState';
import { isInputError, type InputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { Select, type SelectOption } from '@/ui/Select';
import { DATE_FORMATS, detectFormat, formatDate, isDateFormat, readDate, type DateFormat } from './logic';
import styles from './ui.module.css';
import { deviceTimeZone, isTimeZone } from './zone';
import { currentZoneName, timeZoneNames } from './zone-names';

const timeZoneOptions = (device: string): SelectOption[] => timeZoneNames(device).map((zone) => ({ label: zone, value: zone }));

/** The words of a failed reading: what is wrong for the chosen format, and a hint at another. */
function describeFailure(error: InputError, t: TFunction<'date-converter'>): { error: string; detail?: string } {
  const { format, weekday, hint, hintFormat, hintWeekday } = error.params as Record<string, string | undefined>;
  const words = (key: string, of: string | undefined, day: string | undefined) =>
    t(`errors.${key}`, { format: t(`formats.${of}`), expected: t(`expected.${of}`), weekday: day });
  return { error: words(error.key, format, weekday), detail: hint ? words(hint, hintFormat, hintWeekday) : undefined };
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
  const device = useMemo(() => currentZoneName(deviceTimeZone()), []);
  const zones = useMemo(() => timeZoneOptions(device), [device]);
  const [state, setState] = useToolState(
    { input: '', format: 'timestamp' as string, timeZone: device },
    { query: ['format', 'timeZone'], valid: { format: isDateFormat, timeZone: isTimeZone } },
  );
  // A stored or linked value the browser does not know falls back to the defaults; an old zone name is renamed.
  const format: DateFormat = isDateFormat(state.format) ? state.format : 'timestamp';
  const zone = isTimeZone(state.timeZone) ? currentZoneName(state.timeZone) : device;
  const blank = state.input.trim() === '';
  const now = useNow(blank);

  const parsed = useMemo((): { instant?: number; leapSecond?: boolean; failure?: InputError } => {
    try {
      return readDate(state.input, format, zone) ?? {};
    } catch (error) {
      if (isInputError(error)) return { failure: error };
      throw error;
    }
  }, [state.input, format, zone]);
  const failure = parsed.failure ? describeFailure(parsed.failure, t) : undefined;
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
          error={failure?.error}
          errorDetail={failure?.detail}
          description={parsed.leapSecond ? t('leapSecondNote') : undefined}
        />
        <Select label={t('inputFormat')} value={format} onChange={onFormat} options={formatOptions} />
        <Select label={t('timeZone')} value={zone} onChange={onZone} options={zones} searchable />
      </div>
      <DateOutputs instant={instant} zone={shownZone} />
    </Card>
  );
}

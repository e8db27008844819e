import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { convertFromKelvin, isScale, parseTemperature, SCALE_IDS, SCALES } from './logic';
import styles from './ui.module.css';

export default function TemperatureConverter() {
  const { t } = useTranslation('temperature-converter');
  // The last valid temperature, and the field being edited with its text as typed.
  const [state, setState] = useToolState({ kelvin: 0, field: 'kelvin', text: '0' });
  const edited = isScale(state.field) ? state.field : 'kelvin';
  const typed = parseTemperature(state.text);
  const invalid = Number.isNaN(typed);
  const values = useMemo(() => convertFromKelvin(state.kelvin), [state.kelvin]);

  const edit = (field: string, text: string) => {
    const value = parseTemperature(text);
    // Clearing a field, or typing something that is not a number, leaves the temperature as it was.
    if (value === undefined || Number.isNaN(value) || !isScale(field)) setState({ field, text });
    else setState({ field, text, kelvin: SCALES[field].toKelvin(value) });
  };

  return (
    <Card>
      <div className={styles.fields}>
        {SCALE_IDS.map((id) => (
          <InputText
            key={id}
            label={t(`scales.${id}`)}
            value={id === edited ? state.text : invalid ? '' : values[id]}
            onChange={(text) => edit(id, text)}
            placeholder=""
            inputMode="decimal"
            rawText
            error={id === edited && invalid ? t('notANumber') : undefined}
            actions={
              <span className={styles.unit} aria-hidden>
                {SCALES[id].unit}
              </span>
            }
          />
        ))}
      </div>
    </Card>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { ValueRow } from '@/ui/ValueRow';
import { parseUserAgent, type ParsedUserAgent } from './logic';
import styles from './ui.module.css';

type Section = keyof ParsedUserAgent;

/** Each card, its fields and the locale keys of their labels and fallbacks, in screen order. */
const SECTIONS: readonly { section: Section; fields: readonly string[] }[] = [
  { section: 'browser', fields: ['name', 'version'] },
  { section: 'engine', fields: ['name', 'version'] },
  { section: 'os', fields: ['name', 'version'] },
  { section: 'device', fields: ['model', 'type', 'vendor'] },
  { section: 'cpu', fields: ['architecture'] },
];

export default function UserAgentParser() {
  const { t } = useTranslation('user-agent-parser');
  const [state, setState] = useToolState({ userAgent: navigator.userAgent });
  const userAgent = useDebouncedValue(state.userAgent, 150);
  const parsed = useMemo(() => parseUserAgent(userAgent), [userAgent]);

  return (
    <>
      <Card>
        <InputText
          label={t('input')}
          value={state.userAgent}
          onChange={(value) => setState({ userAgent: value })}
          placeholder={t('placeholder')}
          multiline
          autosize
          monospace
          rawText
          clearable
        />
      </Card>
      <div className={styles.cards}>
        {SECTIONS.map(({ section, fields }) => (
          <Card key={section} title={t(`sections.${section}`)}>
            {fields.map((field) => {
              const value = (parsed[section] as Record<string, string | undefined>)[field];
              return (
                <ValueRow key={field} label={t(`fields.${field}`)}>
                  {value ?? <span className={styles.missing}>{t(`missing.${section}.${field}`)}</span>}
                </ValueRow>
              );
            })}
          </Card>
        ))}
      </div>
    </>
  );
}

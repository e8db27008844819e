import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useFollow, useTask } from '@/hooks/useTask';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { ValueRow } from '@/ui/ValueRow';
import type { ParsedUserAgent } from './logic';
import styles from './ui.module.css';

// ua-parser-js arrives after the field is drawn; then every keystroke is parsed (about a millisecond).
const loadLogic = () => import('./logic');
const NO_ARGS: [] = [];

type Section = keyof ParsedUserAgent;

/** Each card, its fields and the locale keys of their labels and fallbacks, in screen order. */
const SECTIONS: readonly { section: Section; fields: readonly string[] }[] = [
  { section: 'browser', fields: ['name', 'version'] },
  { section: 'engine', fields: ['name', 'version'] },
  { section: 'os', fields: ['name', 'version'] },
  { section: 'device', fields: ['model', 'type', 'vendor'] },
  { section: 'cpu', fields: ['architecture'] },
];

/** The five cards; memoised, so a keystroke redraws them only once its parse is there. */
const ParsedCards = memo(function ParsedCards({ parsed }: { parsed?: ParsedUserAgent }) {
  const { t } = useTranslation('user-agent-parser');
  return (
    <div className={styles.cards}>
      {SECTIONS.map(({ section, fields }) => (
        <Card key={section} title={t(`sections.${section}`)}>
          {fields.map((field) => {
            // Nothing is shown until the parser has arrived (not "No … available", which would be wrong).
            const value = parsed?.[section] as Record<string, string | undefined> | undefined;
            return (
              <ValueRow key={field} label={t(`fields.${field}`)}>
                {value ? (value[field] ?? <span className={styles.missing}>{t(`missing.${section}.${field}`)}</span>) : null}
              </ValueRow>
            );
          })}
        </Card>
      ))}
    </div>
  );
});

export default function UserAgentParser() {
  const { t } = useTranslation('user-agent-parser');
  const [state, setState] = useToolState({ userAgent: navigator.userAgent });
  const setter = useFieldSetters(setState);
  const logic = useFollow(useTask(loadLogic), NO_ARGS);
  const parseUserAgent = logic.value?.parseUserAgent;
  // Parsed in a render of its own, after the field has shown the keystroke: a user agent of a new kind
  // meets regular expressions the engine has not compiled yet (tens of ms on a slow phone).
  const userAgent = useDeferredValue(state.userAgent);
  const parsed = useMemo(() => parseUserAgent?.(userAgent), [parseUserAgent, userAgent]);

  return (
    <>
      <Card>
        <InputText
          label={t('input')}
          value={state.userAgent}
          onChange={setter('userAgent')}
          placeholder={t('placeholder')}
          multiline
          autosize
          monospace
          rawText
          clearable
        />
        <TaskError error={logic.error} ns="user-agent-parser" />
      </Card>
      <ParsedCards parsed={parsed} />
    </>
  );
}

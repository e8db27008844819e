import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceText } from '@/components/SourceText';
import { TaskError } from '@/components/TaskError';
import { TextOutput } from '@/components/TextOutput';
import { useFollow, useTask } from '@/hooks/useTask';
import { useRememberedText, useSettledText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { escapeHtml } from './escape';

/** Inputs up to this size convert on every keystroke; longer ones once typing settles. */
const IMMEDIATE_CHARS = 20_000;
const DEFAULTS = {
  textInput: '<title>Toolshed</title>',
  escapedInput: '&lt;title&gt;Toolshed&lt;/title&gt;',
};

// The entity table of `entities` (~10 KB gzip) is only needed to decode: it arrives after the page is drawn.
const loadLogic = () => import('./logic');
const NO_ARGS: [] = [];

interface CardProps {
  saved: string;
  save: (value: string) => void;
}

// Each card is memoised and keeps its own text: typing in one does not redraw the other.
const EscapeCard = memo(function EscapeCard({ saved, save }: CardProps) {
  const { t } = useTranslation('html-entities');
  const [text, setText] = useRememberedText(saved, save);
  const source = useSettledText(text, IMMEDIATE_CHARS);
  const escaped = useMemo(() => (source === undefined ? '' : escapeHtml(source)), [source]);
  return (
    <Card title={t('escapeTitle')}>
      <SourceText label={t('textLabel')} value={text} onChange={setText} placeholder={t('textPlaceholder')} openFile />
      <TextOutput label={t('escapedOutput')} value={escaped} copyText={t('copy')} monospace />
    </Card>
  );
});

const UnescapeCard = memo(function UnescapeCard({ saved, save }: CardProps) {
  const { t } = useTranslation('html-entities');
  const [text, setText] = useRememberedText(saved, save);
  const source = useSettledText(text, IMMEDIATE_CHARS);
  const logic = useFollow(useTask(loadLogic), NO_ARGS);
  const unescapeHtml = logic.value?.unescapeHtml;
  const unescaped = useMemo(() => (source === undefined || !unescapeHtml ? '' : unescapeHtml(source)), [source, unescapeHtml]);
  return (
    <Card title={t('unescapeTitle')}>
      <SourceText
        label={t('escapedLabel')}
        value={text}
        onChange={setText}
        placeholder={t('escapedPlaceholder')}
        openFile
        monospace
      />
      <TextOutput label={t('unescapedOutput')} value={unescaped} copyText={t('copy')} />
      <TaskError error={logic.error} ns="html-entities" />
    </Card>
  );
});

export default function HtmlEntities() {
  const [state, setState] = useToolState(DEFAULTS);
  const saveText = useCallback((textInput: string) => setState({ textInput }), [setState]);
  const saveEscaped = useCallback((escapedInput: string) => setState({ escapedInput }), [setState]);
  return (
    <>
      <EscapeCard saved={state.textInput} save={saveText} />
      <UnescapeCard saved={state.escapedInput} save={saveEscaped} />
    </>
  );
}

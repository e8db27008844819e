import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceText } from '@/components/SourceText';
import { TextOutput } from '@/components/TextOutput';
import { useRememberedText, useSettledText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { escapeHtml, unescapeHtml } from './logic';

/** Inputs up to this size convert on every keystroke; longer ones once typing settles. */
const IMMEDIATE_CHARS = 20_000;

export default function HtmlEntities() {
  const { t } = useTranslation('html-entities');
  const [state, setState] = useToolState({
    textInput: '<title>Toolshed</title>',
    escapedInput: '&lt;title&gt;Toolshed&lt;/title&gt;',
  });
  const [text, setText] = useRememberedText(state.textInput, (textInput) => setState({ textInput }));
  const [escapedText, setEscapedText] = useRememberedText(state.escapedInput, (escapedInput) => setState({ escapedInput }));
  const textSource = useSettledText(text, IMMEDIATE_CHARS);
  const escapedSource = useSettledText(escapedText, IMMEDIATE_CHARS);
  const escaped = useMemo(() => (textSource === undefined ? '' : escapeHtml(textSource)), [textSource]);
  const unescaped = useMemo(() => (escapedSource === undefined ? '' : unescapeHtml(escapedSource)), [escapedSource]);

  return (
    <>
      <Card title={t('escapeTitle')}>
        <SourceText label={t('textLabel')} value={text} onChange={setText} placeholder={t('textPlaceholder')} openFile />
        <TextOutput label={t('escapedOutput')} value={escaped} copyText={t('copy')} monospace />
      </Card>
      <Card title={t('unescapeTitle')}>
        <SourceText
          label={t('escapedLabel')}
          value={escapedText}
          onChange={setEscapedText}
          placeholder={t('escapedPlaceholder')}
          openFile
          monospace
        />
        <TextOutput label={t('unescapedOutput')} value={unescaped} copyText={t('copy')} />
      </Card>
    </>
  );
}

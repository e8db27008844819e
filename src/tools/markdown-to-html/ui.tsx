import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LargeTextView } from '@/components/LargeTextView';
import { SourceText } from '@/components/SourceText';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useFollow, useLastAnswer, useTask, type TaskContext } from '@/hooks/useTask';
import { useRememberedText, useSettledText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { PreviewFrame } from './PreviewFrame';

/**
 * Texts up to this size (about 60 lines) convert at every keystroke, in a few milliseconds; longer
 * ones once typing settles, in slices between which the page answers (sanitising needs the page's
 * DOM, so it cannot go to a worker).
 */
const IMMEDIATE_CHARS = 2_000;

// marked and DOMPurify (~20 KB gzip) arrive after the field is drawn.
const loadConvert = () => import('./convert');
const NO_ARGS: [] = [];
const convertLong = async (context: TaskContext, markdown: string, fallbackTitle: string) =>
  (await loadConvert()).convertMarkdownInSlices(markdown, fallbackTitle, context);

export default function MarkdownToHtml() {
  const { t } = useTranslation('markdown-to-html');
  const [state, setState] = useToolState({ markdown: '' });
  const [markdown, setMarkdown] = useRememberedText(state.markdown, (value) => setState({ markdown: value }));
  // A short text comes back deferred: the field shows the keystroke at once, the HTML follows.
  const source = useSettledText(markdown, IMMEDIATE_CHARS);
  const fallbackTitle = t('app:tools.markdown-to-html.name');
  const short = source !== undefined && source.length <= IMMEDIATE_CHARS;
  const convert = useFollow(useTask(loadConvert), NO_ARGS);
  const convertMarkdown = convert.value?.convertMarkdown;
  const shortResult = useMemo(
    () => (short && convertMarkdown ? convertMarkdown(source, fallbackTitle) : undefined),
    [short, source, convertMarkdown, fallbackTitle],
  );
  const long = useFollow(useTask(convertLong), source !== undefined && !short ? [source, fallbackTitle] : null);
  // Never the HTML of another text: blank while a long one is converted.
  const result = short ? shortResult : long.value;
  const error = convert.error ?? long.error;
  // The preview, though, keeps the last text's while a long one is typed and converted: a frame
  // emptied at each keystroke would be drawn again from the top, losing the reader's place.
  const converting = short ? result === undefined && convert.error === undefined : source === undefined || long.pending;
  const preview = useLastAnswer({ value: result?.preview, pending: converting }).value;

  return (
    <>
      <Card>
        <SourceText
          label={t('input')}
          value={markdown}
          onChange={setMarkdown}
          placeholder={t('placeholder')}
          rows={8}
          monospace
          openFile
        />
        <TaskStatus {...taskStatusProps(long.state)} onCancel={long.cancel} />
        <TaskError error={error} ns="markdown-to-html" />
      </Card>
      <Card>
        <LargeTextView label={t('output')} value={result?.html ?? ''} downloadName="output.html" mimeType="text/html" />
      </Card>
      <Card>
        <PreviewFrame content={preview} />
      </Card>
    </>
  );
}

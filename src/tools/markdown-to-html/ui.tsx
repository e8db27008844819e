import { useTranslation } from 'react-i18next';
import { LargeTextView } from '@/components/LargeTextView';
import { SourceText } from '@/components/SourceText';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useRememberedText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { PreviewFrame } from './PreviewFrame';
import { useConvertedMarkdown } from './use-converted-markdown';

export default function MarkdownToHtml() {
  const { t } = useTranslation('markdown-to-html');
  const [state, setState] = useToolState({ markdown: '' });
  const [markdown, setMarkdown] = useRememberedText(state.markdown, (value) => setState({ markdown: value }));
  const converted = useConvertedMarkdown(markdown, t('app:tools.markdown-to-html.name'));

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
        <TaskStatus {...taskStatusProps(converted.state)} onCancel={converted.cancel} />
        <TaskError error={converted.error} ns="markdown-to-html" />
      </Card>
      <Card>
        <LargeTextView label={t('output')} value={converted.html} downloadName="output.html" mimeType="text/html" />
      </Card>
      <Card>
        <PreviewFrame content={converted.preview} />
      </Card>
    </>
  );
}

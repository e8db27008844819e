import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LargeTextView } from '@/components/LargeTextView';
import { TaskError } from '@/components/TaskError';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useFollow, useTask } from '@/hooks/useTask';
import { useToolState } from '@/hooks/useToolState';
import { retryableImport } from '@/lib/retryable-import';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { EditorToolbar } from './EditorToolbar';
import { DEFAULT_CONTENT, formatHtml } from './logic';
import styles from './ui.module.css';

const NO_ARGS: [] = [];

/**
 * tiptap and ProseMirror (~130 KB gzip) are a chunk of their own: the toolbar, the editing area's
 * frame and the HTML draw without them, and the editor takes its place when it arrives. It is
 * asked for right after the first render, not while the page's own files still download.
 */
const loadEditor = retryableImport(() => import('./RichEditor'));

export default function HtmlWysiwygEditor() {
  const { t } = useTranslation('html-wysiwyg-editor');
  const labelId = useId();
  const [state, setState] = useToolState({ content: DEFAULT_CONTENT });
  const setter = useFieldSetters(setState);
  const editorTask = useTask(loadEditor);
  const editorChunk = useFollow(editorTask, NO_ARGS);
  const RichEditor = editorChunk.value?.RichEditor;
  const html = useMemo(() => formatHtml(state.content), [state.content]);

  return (
    <>
      <Card>
        <div className={styles.field}>
          <span id={labelId} className={styles.label}>
            {t('content')}
          </span>
          <div className={styles.editor}>
            {RichEditor ? (
              <RichEditor labelId={labelId} initialContent={state.content} onChange={setter('content')} />
            ) : (
              <>
                <EditorToolbar editor={null} state={null} />
                {/* The editing area's place, the size the editor will have. */}
                <div className={styles.content} aria-busy="true" />
              </>
            )}
          </div>
          {editorChunk.error ? (
            <>
              <TaskError error={editorChunk.error} ns="html-wysiwyg-editor" />
              <Button onPress={() => void editorTask.run()}>{t('app:toolError.retry')}</Button>
            </>
          ) : null}
        </div>
      </Card>
      <Card>
        <LargeTextView label={t('output')} value={html} downloadName="content.html" mimeType="text/html" />
      </Card>
    </>
  );
}

import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LargeTextView } from '@/components/LargeTextView';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { EditorToolbar } from './EditorToolbar';
import { DEFAULT_CONTENT, formatHtml } from './logic';
import styles from './ui.module.css';

/** The nodes and marks of the toolbar, with their keyboard shortcuts and Markdown-like input rules. */
const EXTENSIONS = [StarterKit.configure({ link: false, underline: false, trailingNode: false })];

export default function HtmlWysiwygEditor() {
  const { t } = useTranslation('html-wysiwyg-editor');
  const labelId = useId();
  const [state, setState] = useToolState({ content: DEFAULT_CONTENT });
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: state.content,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: styles.content! },
    },
    onUpdate: ({ editor: current }) => setState({ content: current.getHTML() }),
  });
  const html = useMemo(() => formatHtml(state.content), [state.content]);

  return (
    <>
      <Card>
        <div className={styles.field}>
          <span id={labelId} className={styles.label}>
            {t('content')}
          </span>
          <div className={styles.editor}>
            <EditorToolbar editor={editor} />
            <EditorContent editor={editor} />
          </div>
        </div>
      </Card>
      <Card>
        <LargeTextView label={t('output')} value={html} downloadName="content.html" mimeType="text/html" />
      </Card>
    </>
  );
}

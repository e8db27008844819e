import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { EditorState, type Text } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from '@/hooks/useStableCallback';
import { nextTask } from '@/lib/next-task';
import { Button } from '@/ui/Button';
import fieldStyles from '@/ui/InputText.module.css';
import styles from './DocumentEditor.module.css';
import { stringOf, textOf } from './editor-text';

/** What the page can do with the editor: select a place (a parse error's) and bring it into sight. */
export interface DocumentEditorHandle {
  select: (offset: number) => void;
}

export interface DocumentEditorProps {
  label: string;
  value: string;
  /** The whole text, once typing pauses (or the editor loses the focus). */
  onChange: (value: string) => void;
  /** Clears the document (the page then shows its empty field again). */
  onClear: () => void;
  error?: string;
  errorDetail?: string;
  /** Id of more that describes the text (the place of a parse error). */
  describedBy?: string;
  autoFocus?: boolean;
  ref?: Ref<DocumentEditorHandle>;
}

/**
 * Typing pauses this long before the text goes to the page: taking a 5 MB text out of the
 * editor and handing it to a worker is a ~40 ms task at the bench's 4x slower CPU, too much for
 * every keystroke; the editor itself answers each keystroke at once.
 */
const EDIT_SETTLE_MS = 300;

/**
 * A document too big for a text field, edited in place: CodeMirror keeps the text in a tree of
 * lines and puts only the lines in sight into the page, so a keystroke in megabytes costs what
 * one in a few lines does (a textarea edits and lays out its whole text). Plain text: no syntax
 * highlighting, no line wrapping (a minified document is one long line); undo, redo and the
 * usual editing keys; Tab leaves the editor, as it leaves a field.
 */
export default function DocumentEditor(props: DocumentEditorProps) {
  const { label, value, error, ref } = props;
  const { t } = useTranslation('app');
  const labelId = useId();
  const errorId = useId();
  const autoFocus = useRef(props.autoFocus);
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The last text the page was given or gave: a new value from the page replaces the editor's.
  const known = useRef(value);
  const emit = useStableCallback(props.onChange);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let editor: EditorView | undefined;
    const flush = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (editor) void stringOf(editor.state.doc, () => cancelled).then(give);
    };
    const give = (text: string | undefined) => {
      if (text === undefined || text === known.current) return;
      known.current = text;
      emit(text);
    };
    const open = (doc: Text) => {
      editor = new EditorView({
        parent: parent.current!,
        state: EditorState.create({
          doc,
          extensions: [
            history(),
            keymap.of([...defaultKeymap, ...historyKeymap]),
            EditorView.contentAttributes.of({
              'aria-labelledby': labelId,
              spellcheck: 'false',
              autocorrect: 'off',
              autocapitalize: 'off',
              translate: 'no',
            }),
            EditorView.updateListener.of((update) => {
              if (update.docChanged) {
                clearTimeout(timer.current);
                timer.current = setTimeout(flush, EDIT_SETTLE_MS);
              }
              if (update.focusChanged && !update.view.hasFocus && timer.current !== undefined) flush();
            }),
          ],
        }),
      });
      view.current = editor;
      setOpened(true);
      // In the next task: focusing restyles the page, and making the editor is a task long enough.
      if (autoFocus.current) void nextTask().then(() => cancelled || editor?.focus());
    };
    // A text the page gives meanwhile is built instead.
    const build = (value: string) =>
      void textOf(value, () => cancelled).then((doc) => {
        if (doc && known.current === value) open(doc);
        else if (doc) build(known.current);
      });
    build(known.current);
    return () => {
      cancelled = true;
      // Edits not yet given are dropped with the editor (cleared, or replaced by a file).
      clearTimeout(timer.current);
      timer.current = undefined;
      editor?.destroy();
      view.current = null;
    };
  }, [labelId, emit]);

  // A text from the page (another document) replaces the one in the editor.
  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    const editor = view.current;
    if (!editor) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  // The error and the place of a parse error change with the document: set on the content directly.
  const describedBy = [error ? errorId : undefined, props.describedBy].filter(Boolean).join(' ');
  useEffect(() => {
    const content = view.current?.contentDOM;
    if (!content) return;
    if (describedBy) content.setAttribute('aria-describedby', describedBy);
    else content.removeAttribute('aria-describedby');
    if (error) content.setAttribute('aria-invalid', 'true');
    else content.removeAttribute('aria-invalid');
  }, [describedBy, error, opened]);

  useImperativeHandle(ref, () => ({
    select(offset: number) {
      const editor = view.current;
      if (!editor) return;
      const from = Math.min(offset, editor.state.doc.length);
      const to = Math.min(from + 1, editor.state.doc.length);
      editor.dispatch({ selection: { anchor: from, head: to }, scrollIntoView: true });
      editor.focus();
    },
  }));

  return (
    <div className={fieldStyles.field} data-invalid={error ? true : undefined}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div ref={parent} className={styles.frame} />
      <span className={fieldStyles.description}>
        <Button size="small" aria-label={t('ui.inputText.clearField', { label })} onPress={props.onClear}>
          {t('ui.inputText.clear')}
        </Button>
      </span>
      {error ? (
        <span id={errorId} className={fieldStyles.error}>
          {error}
          {props.errorDetail ? <span className={fieldStyles.errorDetail}>{props.errorDetail}</span> : null}
        </span>
      ) : null}
    </div>
  );
}

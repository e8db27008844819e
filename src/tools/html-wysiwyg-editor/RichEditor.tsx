import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorToolbar, sameToolbarState, toolbarState } from './EditorToolbar';
import styles from './ui.module.css';

/** The nodes and marks of the toolbar, with their keyboard shortcuts and Markdown-like input rules. */
const EXTENSIONS = [StarterKit.configure({ link: false, underline: false, trailingNode: false })];

export interface RichEditorProps {
  /** The id of the visible label that names the editing area. */
  labelId: string;
  /** The HTML the editor starts with (the stored content); later changes of it are not followed. */
  initialContent: string;
  onChange: (html: string) => void;
}

/** tiptap and ProseMirror (~130 KB gzip): the toolbar wired to a live editor, and its editing area. */
export function RichEditor({ labelId, initialContent, onChange }: RichEditorProps) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: styles.content! },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const state = useEditorState({ editor, selector: ({ editor: e }) => toolbarState(e), equalityFn: sameToolbarState });
  return (
    <>
      <EditorToolbar editor={editor} state={state} />
      <EditorContent editor={editor} />
    </>
  );
}

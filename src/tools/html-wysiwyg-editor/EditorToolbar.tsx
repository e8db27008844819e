import type { Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  Heading4,
  Italic,
  List,
  ListOrdered,
  Redo2,
  RemoveFormatting,
  SquareCode,
  Strikethrough,
  TextQuote,
  Undo2,
  WrapText,
} from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toolbar, ToolbarButton, ToolbarSeparator } from '@/ui/Toolbar';

type Level = 1 | 2 | 3 | 4;

interface Action {
  id: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
  /** For toggles: whether the mark or node is active at the selection. */
  active?: (editor: Editor) => boolean;
  /** Whether the command can run now (undo/redo). */
  can?: (editor: Editor) => boolean;
}

const ICON = 18;
const LEVELS: readonly Level[] = [1, 2, 3, 4];
const HEADING_ICONS = { 1: Heading1, 2: Heading2, 3: Heading3, 4: Heading4 } as const;

const focus = (editor: Editor) => editor.chain().focus();

/** The toolbar in groups, separated by a line: marks, headings, blocks, actions. */
const GROUPS: readonly (readonly Action[])[] = [
  [
    { id: 'bold', icon: <Bold size={ICON} />, run: (e) => focus(e).toggleBold().run(), active: (e) => e.isActive('bold') },
    {
      id: 'italic',
      icon: <Italic size={ICON} />,
      run: (e) => focus(e).toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
    {
      id: 'strike',
      icon: <Strikethrough size={ICON} />,
      run: (e) => focus(e).toggleStrike().run(),
      active: (e) => e.isActive('strike'),
    },
    { id: 'code', icon: <Code size={ICON} />, run: (e) => focus(e).toggleCode().run(), active: (e) => e.isActive('code') },
  ],
  LEVELS.map((level) => {
    const Icon = HEADING_ICONS[level];
    return {
      id: `heading${level}`,
      icon: <Icon size={ICON} />,
      run: (e: Editor) => focus(e).toggleHeading({ level }).run(),
      active: (e: Editor) => e.isActive('heading', { level }),
    };
  }),
  [
    {
      id: 'bulletList',
      icon: <List size={ICON} />,
      run: (e) => focus(e).toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      id: 'orderedList',
      icon: <ListOrdered size={ICON} />,
      run: (e) => focus(e).toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      id: 'codeBlock',
      icon: <SquareCode size={ICON} />,
      run: (e) => focus(e).toggleCodeBlock().run(),
      active: (e) => e.isActive('codeBlock'),
    },
    {
      id: 'blockquote',
      icon: <TextQuote size={ICON} />,
      run: (e) => focus(e).toggleBlockquote().run(),
      active: (e) => e.isActive('blockquote'),
    },
  ],
  [
    { id: 'hardBreak', icon: <WrapText size={ICON} />, run: (e) => focus(e).setHardBreak().run() },
    { id: 'clearFormat', icon: <RemoveFormatting size={ICON} />, run: (e) => focus(e).unsetAllMarks().clearNodes().run() },
    { id: 'undo', icon: <Undo2 size={ICON} />, run: (e) => focus(e).undo().run(), can: (e) => e.can().undo() },
    { id: 'redo', icon: <Redo2 size={ICON} />, run: (e) => focus(e).redo().run(), can: (e) => e.can().redo() },
  ],
];

const ACTIONS = GROUPS.flat();

/** What the buttons show: which toggles are on and which actions are possible, per action id. */
export function toolbarState(editor: Editor): Record<string, boolean> {
  const state: Record<string, boolean> = {};
  for (const action of ACTIONS) {
    if (action.active) state[action.id] = action.active(editor);
    if (action.can) state[action.id] = action.can(editor);
  }
  return state;
}

export function sameToolbarState(a: Record<string, boolean>, b: Record<string, boolean> | null): boolean {
  return b !== null && ACTIONS.every(({ id }) => a[id] === b[id]);
}

/**
 * The editor's formatting toolbar; each button is named by its tooltip. It only imports tiptap's
 * types, so it draws before tiptap has loaded: `editor` is null until then, and every button is
 * disabled (the toggles not pressed).
 */
export function EditorToolbar({ editor, state }: { editor: Editor | null; state: Record<string, boolean> | null }) {
  const { t } = useTranslation('html-wysiwyg-editor');
  return (
    <Toolbar label={t('toolbar')}>
      {GROUPS.map((group, index) => (
        <Fragment key={group[0]!.id}>
          {index > 0 ? <ToolbarSeparator /> : null}
          {group.map((action) => (
            <ToolbarButton
              key={action.id}
              label={t(`actions.${action.id}`)}
              icon={action.icon}
              onPress={() => editor && action.run(editor)}
              isSelected={action.active ? (state?.[action.id] ?? false) : undefined}
              isDisabled={!editor || !state || (action.can !== undefined && !state[action.id])}
            />
          ))}
        </Fragment>
      ))}
    </Toolbar>
  );
}

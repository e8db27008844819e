import type { ComponentType } from 'react';
import { AlertDemo } from './pages/AlertDemo';
import { ButtonDemo } from './pages/ButtonDemo';
import { ButtonsSelectDemo } from './pages/ButtonsSelectDemo';
import { CardDemo } from './pages/CardDemo';
import { CollapseDemo } from './pages/CollapseDemo';
import { FileUploadDemo } from './pages/FileUploadDemo';
import { InputTextDemo } from './pages/InputTextDemo';
import { LinkDemo } from './pages/LinkDemo';
import { MarkdownDemo } from './pages/MarkdownDemo';
import { ModalDemo } from './pages/ModalDemo';
import { ModalValueDemo } from './pages/ModalValueDemo';
import { SelectDemo } from './pages/SelectDemo';
import { TableDemo } from './pages/TableDemo';
import { TextCopyableDemo } from './pages/TextCopyableDemo';
import { TooltipDemo } from './pages/TooltipDemo';

export interface Demo {
  /** The child route under /c-lib, e.g. /c-lib/button. */
  id: string;
  title: string;
  component: ComponentType;
}

/** Every /c-lib demo, in the order the demo home lists them. Dev-only: this file never reaches production. */
export const demos: readonly Demo[] = [
  { id: 'alert', title: 'Alert', component: AlertDemo },
  { id: 'button', title: 'Button', component: ButtonDemo },
  { id: 'buttons-select', title: 'Buttons select', component: ButtonsSelectDemo },
  { id: 'card', title: 'Card', component: CardDemo },
  { id: 'collapse', title: 'Collapse', component: CollapseDemo },
  { id: 'file-upload', title: 'File upload', component: FileUploadDemo },
  { id: 'input-text', title: 'Input text', component: InputTextDemo },
  { id: 'link', title: 'Link', component: LinkDemo },
  { id: 'markdown', title: 'Markdown', component: MarkdownDemo },
  { id: 'modal-value', title: 'Modal value', component: ModalValueDemo },
  { id: 'modal', title: 'Modal', component: ModalDemo },
  { id: 'select', title: 'Select', component: SelectDemo },
  { id: 'table', title: 'Table', component: TableDemo },
  { id: 'text-copyable', title: 'Text copyable', component: TextCopyableDemo },
  { id: 'tooltip', title: 'Tooltip', component: TooltipDemo },
];

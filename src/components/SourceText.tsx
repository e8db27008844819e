import { InputText, type InputTextProps } from '@/ui/InputText';
import { InputPanel } from './InputPanel';

export interface SourceTextProps extends Omit<
  InputTextProps,
  'onChange' | 'actions' | 'type' | 'multiline' | 'autosize' | 'rawText'
> {
  onChange: (value: string) => void;
  /** Also take the text from a file opened or dropped on the field ('named': its button names the field). */
  openFile?: boolean | 'named';
}

/**
 * The text a converter reads: several lines that grow with the content, with no autocorrect or
 * autocapitalise (they would change what is converted). A keystroke renders the field in its own
 * task and the tool in the next (`deferTool`, on unless turned off): a converter's outputs may
 * follow a frame later, and the keystroke's task, which also lays the new text out, stays short.
 */
export function SourceText({ openFile, deferTool = true, ...field }: SourceTextProps) {
  return openFile ? (
    <InputPanel {...field} deferTool={deferTool} multiline autosize rawText fileButtonNamesField={openFile === 'named'} />
  ) : (
    <InputText {...field} deferTool={deferTool} multiline autosize rawText />
  );
}

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
 * autocapitalise (they would change what is converted).
 */
export function SourceText({ openFile, ...field }: SourceTextProps) {
  return openFile ? (
    <InputPanel {...field} multiline autosize rawText fileButtonNamesField={openFile === 'named'} />
  ) : (
    <InputText {...field} multiline autosize rawText />
  );
}

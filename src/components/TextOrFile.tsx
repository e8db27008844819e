import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InputPanel } from '@/components/InputPanel';
import { ButtonsSelect } from '@/ui/ButtonsSelect';
import { Select } from '@/ui/Select';

export type TextOrFile = 'text' | 'file';

export interface TextOrFileInputProps<E extends string> {
  /** The tool's namespace: it holds the keys inputType, text, file, textLabel, textPlaceholder, inputEncoding. */
  ns: string;
  inputType: TextOrFile;
  onInputType: (value: TextOrFile) => void;
  text: string;
  onText: (value: string) => void;
  textError?: string;
  /** Growing the field lays out the whole text on each keystroke: only for small texts. */
  autosize: boolean;
  encoding: E;
  encodings: readonly { value: E; label: string }[];
  onEncoding: (value: E) => void;
  /** What file mode shows: the file picker and its progress. */
  fileArea: ReactNode;
}

/** The input of tools that take typed text (with its encoding) or files: a "Text | File" switch and the chosen input. */
export function TextOrFileInput<E extends string>(props: TextOrFileInputProps<E>) {
  const { t } = useTranslation(props.ns);
  const inputTypes = useMemo(
    () => [
      { value: 'text' as const, label: t('text') },
      { value: 'file' as const, label: t('file') },
    ],
    [t],
  );
  return (
    <>
      <ButtonsSelect<TextOrFile>
        label={t('inputType')}
        value={props.inputType}
        onChange={props.onInputType}
        options={inputTypes}
      />
      {props.inputType === 'text' ? (
        <>
          <InputPanel
            label={t('textLabel')}
            value={props.text}
            onChange={props.onText}
            placeholder={t('textPlaceholder')}
            autoFocus
            autosize={props.autosize}
            rawText
            error={props.textError}
          />
          <Select<E> label={t('inputEncoding')} value={props.encoding} onChange={props.onEncoding} options={props.encodings} />
        </>
      ) : (
        props.fileArea
      )}
    </>
  );
}

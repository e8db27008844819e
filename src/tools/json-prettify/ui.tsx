import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentFormatter, documentWorkerOptions } from '@/components/DocumentFormatter';
import { useRememberedText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { NumberInput } from '@/ui/NumberInput';
import { Switch } from '@/ui/Switch';
import { INDENT_MAX, INDENT_MIN, isValidIndent } from './logic';

const DEFAULT_INPUT = '{"hello": "world", "foo": "bar"}';

export default function JsonPrettify() {
  const { t } = useTranslation('json-prettify');
  const [state, setState] = useToolState(
    { input: DEFAULT_INPUT, sortKeys: true as boolean, indentSize: 3 },
    { query: ['sortKeys', 'indentSize'], valid: { indentSize: isValidIndent } },
  );
  const [input, setInput] = useRememberedText(state.input, (value) => setState({ input: value }));
  const { sortKeys, indentSize } = state;
  const validIndent = isValidIndent(indentSize);
  const options = useMemo(() => ({ sortKeys, indentSize }), [sortKeys, indentSize]);
  const live = useLiveWorker('text', 'prettifyJson', validIndent ? [input, options] : null, documentWorkerOptions(input));

  return (
    <DocumentFormatter
      ns="json-prettify"
      input={input}
      onInput={setInput}
      live={live}
      downloadName="prettified.json"
      mimeType="application/json;charset=utf-8"
      options={
        <>
          <Switch label={t('sortKeys')} isSelected={sortKeys} onChange={(value) => setState({ sortKeys: value })} />
          <NumberInput
            label={t('indentSize')}
            value={indentSize}
            onChange={(value) => setState({ indentSize: value })}
            error={validIndent ? undefined : t('indentRange', { min: INDENT_MIN, max: INDENT_MAX })}
          />
        </>
      }
    />
  );
}

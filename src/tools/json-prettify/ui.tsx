import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentFormatter, documentWorkerOptions, useDocument } from '@/components/DocumentFormatter';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { NumberInput } from '@/ui/NumberInput';
import { Switch } from '@/ui/Switch';
import { INDENT_MAX, INDENT_MIN, isValidIndent } from './options';

const DEFAULT_INPUT = '{"hello": "world", "foo": "bar"}';

export default function JsonPrettify() {
  const { t } = useTranslation('json-prettify');
  const [state, setState] = useToolState(
    { input: DEFAULT_INPUT, sortKeys: true as boolean, indentSize: 3 },
    { query: ['sortKeys', 'indentSize'], valid: { indentSize: isValidIndent } },
  );
  const doc = useDocument(state.input, (value) => setState({ input: value }));
  const { ready } = doc;
  const { sortKeys, indentSize } = state;
  const validIndent = isValidIndent(indentSize);
  const options = useMemo(() => ({ sortKeys, indentSize }), [sortKeys, indentSize]);
  const live = useLiveWorker(
    'text',
    'prettifyJson',
    validIndent && ready !== null ? [ready, options] : null,
    documentWorkerOptions(doc.source),
  );

  // The same element from one render to the next: a progress report does not render the fields again.
  const fields = useMemo(
    () => (
      <>
        <Switch label={t('sortKeys')} isSelected={sortKeys} onChange={(value) => setState({ sortKeys: value })} />
        <NumberInput
          label={t('indentSize')}
          value={indentSize}
          onChange={(value) => setState({ indentSize: value })}
          error={validIndent ? undefined : t('indentRange', { min: INDENT_MIN, max: INDENT_MAX })}
        />
      </>
    ),
    [t, setState, sortKeys, indentSize, validIndent],
  );

  return (
    <DocumentFormatter
      ns="json-prettify"
      doc={doc}
      live={live}
      downloadName="prettified.json"
      mimeType="application/json;charset=utf-8"
      options={fields}
    />
  );
}

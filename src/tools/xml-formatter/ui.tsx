import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentFormatter, documentWorkerOptions, useDocument } from '@/components/DocumentFormatter';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { NumberInput } from '@/ui/NumberInput';
import { Switch } from '@/ui/Switch';
import { INDENT_MAX, INDENT_MIN, isValidIndent } from './options';

const DEFAULT_INPUT = '<hello><world>foo</world><world>bar</world></hello>';

export default function XmlFormatter() {
  const { t } = useTranslation('xml-formatter');
  const [state, setState] = useToolState(
    { input: DEFAULT_INPUT, collapseContent: true as boolean, indentSize: 2 },
    { query: ['collapseContent', 'indentSize'], valid: { indentSize: isValidIndent } },
  );
  const doc = useDocument(state.input, (value) => setState({ input: value }));
  const { ready } = doc;
  const { collapseContent, indentSize } = state;
  const validIndent = isValidIndent(indentSize);
  const options = useMemo(() => ({ collapseContent, indentSize }), [collapseContent, indentSize]);
  const live = useLiveWorker(
    'text',
    'formatXmlText',
    validIndent && ready !== null ? [ready, options] : null,
    documentWorkerOptions(doc.source),
  );

  // The same element from one render to the next: a progress report does not render the fields again.
  const fields = useMemo(
    () => (
      <>
        <Switch
          label={t('collapseContent')}
          isSelected={collapseContent}
          onChange={(value) => setState({ collapseContent: value })}
        />
        <NumberInput
          label={t('indentSize')}
          value={indentSize}
          onChange={(value) => setState({ indentSize: value })}
          error={validIndent ? undefined : t('indentRange', { min: INDENT_MIN, max: INDENT_MAX })}
        />
      </>
    ),
    [t, setState, collapseContent, indentSize, validIndent],
  );

  return (
    <DocumentFormatter
      ns="xml-formatter"
      doc={doc}
      live={live}
      downloadName="formatted.xml"
      mimeType="application/xml;charset=utf-8"
      options={fields}
    />
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentFormatter, documentWorkerOptions } from '@/components/DocumentFormatter';
import { useRememberedText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { NumberInput } from '@/ui/NumberInput';
import { Switch } from '@/ui/Switch';
import { INDENT_MAX, INDENT_MIN, isValidIndent } from './logic';

const DEFAULT_INPUT = '<hello><world>foo</world><world>bar</world></hello>';

export default function XmlFormatter() {
  const { t } = useTranslation('xml-formatter');
  const [state, setState] = useToolState(
    { input: DEFAULT_INPUT, collapseContent: true as boolean, indentSize: 2 },
    { query: ['collapseContent', 'indentSize'], valid: { indentSize: isValidIndent } },
  );
  const [input, setInput] = useRememberedText(state.input, (value) => setState({ input: value }));
  const { collapseContent, indentSize } = state;
  const validIndent = isValidIndent(indentSize);
  const options = useMemo(() => ({ collapseContent, indentSize }), [collapseContent, indentSize]);
  const live = useLiveWorker('text', 'formatXmlText', validIndent ? [input, options] : null, documentWorkerOptions(input));

  return (
    <DocumentFormatter
      ns="xml-formatter"
      input={input}
      onInput={setInput}
      live={live}
      downloadName="formatted.xml"
      mimeType="application/xml;charset=utf-8"
      options={
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
      }
    />
  );
}

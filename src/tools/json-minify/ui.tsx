import { DocumentFormatter, documentWorkerOptions } from '@/components/DocumentFormatter';
import { useRememberedText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';

const DEFAULT_INPUT = '{\n\t"hello": [\n\t\t"world"\n\t]\n}';

export default function JsonMinify() {
  const [state, setState] = useToolState({ input: DEFAULT_INPUT });
  const [input, setInput] = useRememberedText(state.input, (value) => setState({ input: value }));
  const live = useLiveWorker('text', 'minifyJson', [input], documentWorkerOptions(input));

  return (
    <DocumentFormatter
      ns="json-minify"
      input={input}
      onInput={setInput}
      live={live}
      downloadName="minified.json"
      mimeType="application/json;charset=utf-8"
    />
  );
}

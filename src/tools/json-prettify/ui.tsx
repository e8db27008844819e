import { IndentFormatter } from '@/components/IndentFormatter';
import { INDENT } from './options';

const DEFAULTS = { input: '{"hello": "world", "foo": "bar"}', switched: true, indentSize: 3 };

export default function JsonPrettify() {
  return (
    <IndentFormatter
      ns="json-prettify"
      method="prettifyJson"
      switchKey="sortKeys"
      defaults={DEFAULTS}
      indent={INDENT}
      inputRows={20}
      downloadName="prettified.json"
      mimeType="application/json;charset=utf-8"
    />
  );
}

import { IndentFormatter } from '@/components/IndentFormatter';
import { INDENT } from './options';

const DEFAULTS = { input: '', switched: false, indentSize: 2 };

export default function YamlPrettify() {
  return (
    <IndentFormatter
      ns="yaml-prettify"
      method="prettifyYaml"
      switchKey="sortKeys"
      defaults={DEFAULTS}
      indent={INDENT}
      downloadName="prettified.yaml"
      mimeType="application/yaml;charset=utf-8"
    />
  );
}

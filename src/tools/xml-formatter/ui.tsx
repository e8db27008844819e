import { IndentFormatter } from '@/components/IndentFormatter';
import { INDENT } from './options';

const DEFAULTS = { input: '<hello><world>foo</world><world>bar</world></hello>', switched: true, indentSize: 2 };

export default function XmlFormatter() {
  return (
    <IndentFormatter
      ns="xml-formatter"
      method="formatXmlText"
      switchKey="collapseContent"
      defaults={DEFAULTS}
      indent={INDENT}
      downloadName="formatted.xml"
      mimeType="application/xml;charset=utf-8"
    />
  );
}

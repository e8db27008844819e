import { DataFormatConverter } from '@/components/DataFormatConverter';

export default function YamlToJsonConverter() {
  return <DataFormatConverter ns="yaml-to-json-converter" from="yaml" to="json" />;
}

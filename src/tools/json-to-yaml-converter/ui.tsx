import { DataFormatConverter } from '@/components/DataFormatConverter';

export default function JsonToYamlConverter() {
  return <DataFormatConverter ns="json-to-yaml-converter" from="json" to="yaml" />;
}

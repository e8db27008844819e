import { DataFormatConverter } from '@/components/DataFormatConverter';

export default function TomlToJson() {
  return <DataFormatConverter ns="toml-to-json" from="toml" to="json" />;
}

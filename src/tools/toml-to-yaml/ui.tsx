import { DataFormatConverter } from '@/components/DataFormatConverter';

export default function TomlToYaml() {
  return <DataFormatConverter ns="toml-to-yaml" from="toml" to="yaml" />;
}

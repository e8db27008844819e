import { DataFormatConverter } from '@/components/DataFormatConverter';

export default function YamlToToml() {
  return <DataFormatConverter ns="yaml-to-toml" from="yaml" to="toml" />;
}

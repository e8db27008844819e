import { DataFormatConverter } from '@/components/DataFormatConverter';

export default function JsonToToml() {
  return <DataFormatConverter ns="json-to-toml" from="json" to="toml" />;
}

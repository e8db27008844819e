import { convertData } from '@/lib/data-formats/convert';

/** YAML to TOML, with the shared converter (see src/lib/data-formats/convert.ts). */
export const convertYamlToToml = (text: string): string => convertData(text, 'yaml', 'toml');

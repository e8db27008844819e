import { convertData } from '@/lib/data-formats/convert';

/** TOML to YAML, with the shared converter (see src/lib/data-formats/convert.ts). */
export const convertTomlToYaml = (text: string): string => convertData(text, 'toml', 'yaml');

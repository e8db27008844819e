import { convertData } from '@/lib/data-formats/convert';

/** JSON to YAML, with the shared converter (see src/lib/data-formats/convert.ts). */
export const convertJsonToYaml = (text: string): string => convertData(text, 'json', 'yaml');

import { convertData } from '@/lib/data-formats/convert';

/** YAML to JSON, with the shared converter (see src/lib/data-formats/convert.ts). */
export const convertYamlToJson = (text: string): string => convertData(text, 'yaml', 'json');

import { convertData } from '@/lib/data-formats/convert';

/** TOML to JSON, with the shared converter (see src/lib/data-formats/convert.ts). */
export const convertTomlToJson = (text: string): string => convertData(text, 'toml', 'json');

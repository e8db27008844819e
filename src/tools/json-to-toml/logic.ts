import { convertData } from '@/lib/data-formats/convert';

/** JSON to TOML, with the shared converter (see src/lib/data-formats/convert.ts). */
export const convertJsonToToml = (text: string): string => convertData(text, 'json', 'toml');

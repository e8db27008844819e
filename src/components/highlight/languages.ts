/** The languages an output view colours (see highlight-row.ts). */
export type HighlightLanguage = 'json' | 'yaml' | 'toml' | 'xml' | 'sql';

const BY_MIME_TYPE: Record<string, HighlightLanguage> = {
  'application/json': 'json',
  'application/yaml': 'yaml',
  'application/toml': 'toml',
  'application/xml': 'xml',
  'text/html': 'xml',
  'application/sql': 'sql',
};

/** The language of an output by its download type (`application/json;charset=utf-8` → json); none for plain text or CSV. */
export function languageOfMimeType(mimeType: string | undefined): HighlightLanguage | undefined {
  return mimeType ? BY_MIME_TYPE[mimeType.split(';')[0]!.trim().toLowerCase()] : undefined;
}

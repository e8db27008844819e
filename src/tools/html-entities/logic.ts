import { decodeHTML } from 'entities/decode';

// Escaping needs no table: it lives apart, so the page draws it without waiting for `entities`.
export { escapeHtml } from './escape';

/**
 * Decodes every HTML5 character reference as an HTML parser does in text: all named entities
 * (including the legacy ones written without `;`), decimal and hex numeric references, with the
 * parser's replacements for invalid code points (NUL, surrogates and values above U+10FFFF become
 * U+FFFD; 0x80–0x9F follow Windows-1252). Anything that is not a reference stays as written.
 */
export function unescapeHtml(html: string): string {
  return decodeHTML(html);
}

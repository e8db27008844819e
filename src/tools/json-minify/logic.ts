import { readJsonExact } from '@/lib/data-formats/json-exact';
import { writeJsonText } from '@/lib/data-formats/json-text';

/** A JSON string, or a run of whitespace outside one (the only whitespace strict JSON allows). */
const STRING_OR_SPACE = /("(?:[^"\\]|\\[\s\S])*")|[ \t\n\r]+/g;

/**
 * JSON or JSON5 in, JSON on one line out, keys in their order. Strict JSON only loses its
 * whitespace (numbers keep their text, big integers their digits); JSON5 is parsed and written
 * as strict JSON. Whitespace-only input gives ''. Bad input throws InputError `invalidJson`.
 */
export function minifyJson(text: string): string {
  if (text.trim() === '') return '';
  let strict = true;
  try {
    JSON.parse(text);
  } catch {
    strict = false;
  }
  if (strict) return text.replace(STRING_OR_SPACE, '$1');
  return writeJsonText(readJsonExact(text, { keepKeyOrder: true }), { indent: 0, sortKeys: false });
}

import { isMap, isScalar, LineCounter, parseDocument, visit, type Pair } from 'yaml';
import { InputError } from '@/lib/errors';
import { INDENT_MAX, INDENT_MIN, isValidIndent, type YamlPrettifyOptions } from './options';

export type { YamlPrettifyOptions };

const collator = new Intl.Collator('en');
const keyText = (pair: Pair): string => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key));

/**
 * A YAML document re-written with the chosen indent and, optionally, every mapping's keys sorted.
 * Comments, anchors, aliases and the style of flow collections and quoted scalars are kept;
 * integers keep their digits. Whitespace-only input gives ''; a document of comments only gives
 * its comments. The output ends with a newline. Bad input throws InputError `invalidYaml` with
 * the parser's reason, line and column.
 */
export function prettifyYaml(text: string, { indentSize, sortKeys }: YamlPrettifyOptions): string {
  if (!isValidIndent(indentSize)) throw new InputError('indentRange', { min: INDENT_MIN, max: INDENT_MAX });
  if (text.trim() === '') return '';
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, intAsBigInt: true });
  const [error] = doc.errors;
  if (error) {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    throw new InputError('invalidYaml', { reason: error.message, line, column: col });
  }
  if (sortKeys) {
    visit(doc, {
      Map(_, map) {
        if (isMap(map)) map.items.sort((a, b) => collator.compare(keyText(a), keyText(b)));
      },
    });
  }
  const out = doc.toString({ indent: indentSize });
  // A document of comments only has no value: its comments, without the `null` written for it.
  return doc.contents === null ? out.replace(/(?:^|\n)null\n$/, '\n').replace(/^\n+|\n+$/g, '') + '\n' : out;
}

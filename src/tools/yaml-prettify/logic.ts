import { isMap, isScalar, LineCounter, parseDocument, visit, type Document, type Pair } from 'yaml';
import { InputError } from '@/lib/errors';
import { aliasTargets, placeAnchorsBeforeAliases } from './anchors';
import { INDENT_MAX, INDENT_MIN, isValidIndent, type YamlPrettifyOptions } from './options';

export type { YamlPrettifyOptions };

const collator = new Intl.Collator('en');
const keyText = (pair: Pair): string => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key));

/**
 * A YAML document re-written with the chosen indent and, optionally, every mapping's keys sorted.
 * Comments, anchors, aliases and the style of flow collections and quoted scalars are kept;
 * integers keep their digits. Whitespace-only input gives ''; a document of comments only gives
 * its comments. The output ends with a newline. Bad input throws InputError `invalidYaml` with
 * the parser's reason, line and column, or with `detailKey` `unresolvedAlias` for an alias whose
 * anchor is not set before it.
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
  // The parser accepts an alias to an anchor it has not seen; YAML does not, and the writer throws.
  const { targets, unresolved } = aliasTargets(doc);
  if (unresolved) {
    const { line, col } = lineCounter.linePos(unresolved.range?.[0] ?? 0);
    throw new InputError('invalidYaml', { detailKey: 'unresolvedAlias', alias: unresolved.source, line, column: col });
  }
  if (sortKeys) {
    visit(doc, {
      Map(_, map) {
        if (isMap(map)) map.items.sort((a, b) => collator.compare(keyText(a), keyText(b)));
      },
    });
    placeAnchorsBeforeAliases(doc, targets);
  }
  const out = stringify(doc, indentSize);
  // A document of comments only has no value: its comments, without the `null` written for it.
  return doc.contents === null ? out.replace(/(?:^|\n)null\n$/, '\n').replace(/^\n+|\n+$/g, '') + '\n' : out;
}

/** The document as text; whatever the writer still refuses is reported as bad input, never as a crash. */
function stringify(doc: Document, indent: number): string {
  try {
    return doc.toString({ indent });
  } catch (error) {
    throw new InputError('invalidYaml', { reason: error instanceof Error ? error.message : String(error) });
  }
}

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { TextSink } from '@/lib/data-formats/json-parts';
import { writeJsonParts } from '@/lib/data-formats/json-parts';
import { writeJsonText } from '@/lib/data-formats/json-text';
import { checkWellFormed } from '@/lib/data-formats/xml-well-formed';
import { InputError, isInputError } from '@/lib/errors';
import { CDATA_NODE, compactContent, NAME_PREFIX, TEXT_NODE, type OrderedNode } from './compact';

/** Elements nested deeper are refused: the parser walks them recursively and a worker's call stack is finite. */
export const MAX_DEPTH = 1000;
const JSON_OPTIONS = { indent: 2, sortKeys: false };

/** Every name is prefixed, so none can be one the parser renames or refuses (`toString`, `constructor`). */
const prefixed = (name: string) => (name.startsWith(NAME_PREFIX) ? name : NAME_PREFIX + name);

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  transformTagName: prefixed,
  transformAttributeName: prefixed,
  // Values stay the strings they are in the document.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // References are replaced by compact.ts: the five predefined entities and character references only.
  processEntities: false,
  cdataPropName: CDATA_NODE,
  textNodeName: TEXT_NODE,
  // It refuses a document nested deeper than one level more than this.
  maxNestedTags: MAX_DEPTH - 1,
});

/**
 * An XML document in the compact mapping (see compact.ts), after the XML formatter's
 * well-formedness check. Whitespace-only input gives `undefined`. Bad input throws InputError
 * `invalidXml` with the reason, line and column, or a `detailKey`. No entity is expanded beyond
 * the predefined ones and character references.
 */
export function readXmlCompact(text: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return undefined;
  const result = XMLValidator.validate(text);
  if (result !== true) {
    const { msg: reason, line, col: column } = result.err;
    // Some reasons ("Start tag expected.") come without a column: then no place is shown.
    throw new InputError('invalidXml', typeof column === 'number' ? { reason, line, column } : { reason });
  }
  checkWellFormed(text);
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(text) as OrderedNode[];
  } catch (error) {
    if (error instanceof Error && /nested tags|call stack/i.test(error.message)) {
      throw new InputError('invalidXml', { detailKey: 'tooDeep', max: MAX_DEPTH });
    }
    throw new InputError('invalidXml', { reason: error instanceof Error ? error.message : String(error) });
  }
  return compactContent(nodes, undefined, true);
}

/** The JSON writers refuse a tree their call stack cannot walk; here that is the XML's nesting. */
function writing<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (isInputError(error) && error.key === 'invalidJson')
      throw new InputError('invalidXml', { detailKey: 'tooDeep', max: MAX_DEPTH });
    throw error;
  }
}

/** XML to JSON with a 2-space indent; whitespace-only input gives ''. */
export function xmlToJson(text: string): string {
  const value = readXmlCompact(text);
  return writing(() => writeJsonText(value, JSON_OPTIONS));
}

/** xmlToJson written in parts into `sink` (the worker's way for documents of any size). */
export function xmlToJsonInto(text: string, sink: TextSink): void {
  const value = readXmlCompact(text);
  writing(() => writeJsonParts(value, JSON_OPTIONS, sink));
}

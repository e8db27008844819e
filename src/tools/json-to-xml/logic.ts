import { XMLBuilder } from 'fast-xml-parser';
import { readJsonExact } from '@/lib/data-formats/json-exact';
import { writeJsonText } from '@/lib/data-formats/json-text';
import { InputError } from '@/lib/errors';
import { checkName, escapeAttribute, escapeText } from './xml-text';

/** Elements (and arrays) nested deeper are refused: the builder writes them recursively. */
export const MAX_DEPTH = 1000;

const ATTRIBUTES_KEY = '_attributes';
const TEXT_KEY = '_text';
const DECLARATION_KEY = '_declaration';
const TEXT_NODE = '#text';
const ATTRIBUTES_NODE = ':@';

/** A node as fast-xml-parser's builder takes it with `preserveOrder`: `{ name: children, ':@': attributes }` or text. */
type OrderedNode = Record<string, unknown>;

const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  textNodeName: TEXT_NODE,
  format: false,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
  // Values are escaped here (xml-text.ts), names checked there too.
  processEntities: false,
  maxNestedTags: MAX_DEPTH + 1,
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as text: strings as they are, numbers and booleans in their JSON form, objects and arrays as compact JSON. */
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? writeJsonText(value, { indent: 0, sortKeys: false })
      : String(value);

/** Sets an own member, even one called `__proto__` (never the object's prototype). */
function setOwn(target: OrderedNode, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `_attributes`: an object whose members are the attributes (null is an empty value, objects compact JSON). */
function attributesOf(value: unknown): OrderedNode {
  if (!isObject(value)) throw new InputError('invalidJson', { detailKey: 'attributesNotObject' });
  const attributes: OrderedNode = {};
  for (const [name, attribute] of Object.entries(value)) {
    setOwn(attributes, checkName(name), escapeAttribute(attribute === null ? '' : textOf(attribute)));
  }
  return attributes;
}

/** `_text`: one text, or an array of texts written one after the other; null writes nothing. */
function textNodes(value: unknown, into: OrderedNode[]): void {
  for (const item of Array.isArray(value) ? value : [value]) {
    if (item !== null) into.push({ [TEXT_NODE]: escapeText(textOf(item)) });
  }
}

/** The elements named `name` that a value makes: an array repeats the element, an object fills it, a scalar is its text. */
function elementNodes(name: string, value: unknown, depth: number, into: OrderedNode[]): void {
  if (depth > MAX_DEPTH) throw new InputError('invalidJson', { detailKey: 'tooDeep' });
  if (Array.isArray(value)) {
    for (const item of value) elementNodes(name, item, depth + 1, into);
    return;
  }
  const children: OrderedNode[] = [];
  const node: OrderedNode = {};
  setOwn(node, checkName(name), children);
  if (isObject(value)) {
    if (Object.hasOwn(value, ATTRIBUTES_KEY)) node[ATTRIBUTES_NODE] = attributesOf(value[ATTRIBUTES_KEY]);
    contentNodes(value, depth + 1, children, false);
  } else if (value !== null) children.push({ [TEXT_NODE]: escapeText(textOf(value)) });
  into.push(node);
}

/** The members of an object in order, as content: `_attributes` belongs to the element (handled by the caller). */
function contentNodes(value: Record<string, unknown>, depth: number, into: OrderedNode[], top: boolean): void {
  for (const [key, member] of Object.entries(value)) {
    if (key === TEXT_KEY) textNodes(member, into);
    else if (!top && key === ATTRIBUTES_KEY) continue;
    else if (top && key === DECLARATION_KEY) continue;
    else elementNodes(key, member, depth, into);
  }
}

/** `<?xml …?>` from `_declaration`'s attributes; XML requires its version, 1.0 when not given. */
function declarationNode(value: unknown): OrderedNode {
  const given = isObject(value) && Object.hasOwn(value, ATTRIBUTES_KEY) ? attributesOf(value[ATTRIBUTES_KEY]) : {};
  return { '?xml': [], [ATTRIBUTES_NODE]: Object.hasOwn(given, 'version') ? given : { version: '1.0', ...given } };
}

/** The document's nodes: the declaration first, then the top-level members (or items of a top-level array, or a scalar's text). */
function documentNodes(value: unknown, depth: number, into: OrderedNode[]): void {
  if (depth > MAX_DEPTH) throw new InputError('invalidJson', { detailKey: 'tooDeep' });
  if (isObject(value)) {
    if (Object.hasOwn(value, DECLARATION_KEY)) into.push(declarationNode(value[DECLARATION_KEY]));
    contentNodes(value, depth, into, true);
  } else if (Array.isArray(value)) {
    for (const item of value) documentNodes(item, depth + 1, into);
  } else if (value !== null) textNodes(value, into);
}

/**
 * JSON or JSON5 to XML on one line, in the compact mapping (see xml-to-json): a key is an
 * element, `_attributes` its attributes, `_text` its text, an array repeats the element,
 * `_declaration` the XML declaration. Empty elements are self-closed and values escaped.
 * Whitespace-only input gives ''. Throws InputError `invalidJson` with the parser's reason,
 * line and column, or a `detailKey` (a key that is no XML name, a character XML forbids,
 * `_attributes` that is no object, nesting too deep).
 */
export function jsonToXml(text: string): string {
  let value: unknown;
  try {
    value = readJsonExact(text);
  } catch (error) {
    // The JSON5 reader's call stack ends before a text nested many thousands of levels deep does.
    if (error instanceof RangeError) throw new InputError('invalidJson', { detailKey: 'tooDeep' });
    throw error;
  }
  if (value === undefined) return '';
  const nodes: OrderedNode[] = [];
  documentNodes(value, 1, nodes);
  const xml = builder.build(nodes) as string;
  // Every `&` of the data is escaped as `&amp;`, so `&apos;` can only be the builder's own escape
  // of an apostrophe in an attribute value, needless between the double quotes it writes.
  return xml.replaceAll('&apos;', "'");
}

/**
 * The compact mapping of a parsed XML document (fast-xml-parser's ordered nodes) to plain data:
 * an element is a key holding an object, its attributes are strings under `_attributes`, its text
 * under `_text`, and a name (or text) met again among siblings turns that key into an array. The
 * XML declaration goes under `_declaration`. Comments, other processing instructions and the
 * DOCTYPE carry no data and are left out; CDATA is text.
 */

/** What fast-xml-parser's `preserveOrder` output holds: `{ name: children, ':@': attributes }` or a text node. */
export type OrderedNode = Record<string, unknown>;

/** Element and attribute names reach us with this prefix (see logic.ts), so none is special to the parser. */
export const NAME_PREFIX = '.';
export const TEXT_NODE = '#text';
export const CDATA_NODE = '#cdata';
export const ATTRIBUTES_NODE = ':@';
const DECLARATION_NODE = '?xml';

export const ATTRIBUTES_KEY = '_attributes';
export const TEXT_KEY = '_text';
export const DECLARATION_KEY = '_declaration';

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** The five predefined entities and character references; any other (declared) entity stays as written. */
const EXPANDED_REFERENCE = /&(?:#x([\da-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g;

/** Text with its predefined entities and character references replaced (the check before parsing made sure each is allowed). */
export function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(EXPANDED_REFERENCE, (_, hex: string | undefined, decimal: string | undefined, name: string | undefined) =>
    name !== undefined ? (PREDEFINED[name] ?? '') : String.fromCodePoint(hex !== undefined ? parseInt(hex, 16) : Number(decimal)),
  );
}

/** A data object whose keys are free (an element may be called `__proto__` or `constructor`). */
const record = (): Record<string, unknown> => Object.create(null) as Record<string, unknown>;

/** Adds a member; a key met again becomes an array of its values in document order. */
function addMember(target: Record<string, unknown>, key: string, value: unknown): void {
  if (!(key in target)) target[key] = value;
  else {
    const current = target[key];
    // Members are strings or objects, never arrays: an array is a key already repeated.
    if (Array.isArray(current)) current.push(value);
    else target[key] = [current, value];
  }
}

/**
 * Attribute values as an XML parser reports them: a literal tab or line break is a space (XML 1.0
 * §3.3.3, line ends already normalised), then references are replaced, so `&#10;` stays a line break.
 */
function attributesOf(node: OrderedNode): Record<string, unknown> | undefined {
  const raw = node[ATTRIBUTES_NODE] as Record<string, unknown> | undefined;
  if (raw === undefined) return undefined;
  const attributes = record();
  for (const [name, value] of Object.entries(raw)) {
    attributes[name.slice(NAME_PREFIX.length)] = decodeReferences(String(value).replace(/[\t\n]/g, ' '));
  }
  return attributes;
}

/** The name of an element node (its one key besides the attributes), or undefined for text, CDATA and instructions. */
function elementName(node: OrderedNode): string | undefined {
  for (const key in node) if (key.startsWith(NAME_PREFIX)) return key;
  return undefined;
}

/**
 * The members of an element (or of the document, `top`): attributes first, then each child
 * element and each run of text in order. A run of text is what stands between two elements
 * (comments and instructions do not split it); a run of only whitespace is indentation and left out.
 */
export function compactContent(nodes: readonly OrderedNode[], attributes?: Record<string, unknown>, top = false) {
  const members = record();
  if (attributes !== undefined) members[ATTRIBUTES_KEY] = attributes;
  let text = '';
  const endText = () => {
    if (text.trim() !== '') addMember(members, TEXT_KEY, text);
    text = '';
  };
  for (const node of nodes) {
    if (TEXT_NODE in node) text += decodeReferences(String(node[TEXT_NODE]));
    else if (CDATA_NODE in node) for (const part of node[CDATA_NODE] as OrderedNode[]) text += String(part[TEXT_NODE] ?? '');
    else if (top && DECLARATION_NODE in node) {
      const declaration = record();
      const declared = attributesOf(node);
      if (declared !== undefined) declaration[ATTRIBUTES_KEY] = declared;
      addMember(members, DECLARATION_KEY, declaration);
    } else {
      const name = elementName(node);
      if (name === undefined) continue;
      endText();
      addMember(members, name.slice(NAME_PREFIX.length), compactContent(node[name] as OrderedNode[], attributesOf(node)));
    }
  }
  endText();
  return members;
}

import { positionOf, XML_PIECES } from '@/lib/data-formats/xml-well-formed';
import { InputError } from '@/lib/errors';
import type { XmlFormatOptions } from './options';

/** No element is indented by more: at any indent size up to 10, 1,000 levels fit. */
export const MAX_INDENT_COLUMNS = 10_000;

// The kinds of piece; Other: comments, processing instructions, a DOCTYPE, CDATA.
const TEXT = 0;
const START = 1;
const EMPTY = 2;
const END = 3;
const OTHER = 4;
type Kind = typeof TEXT | typeof START | typeof EMPTY | typeof END | typeof OTHER;

// What an element holds, gathered before it is written.
const HAS_ELEMENT = 1;
const HAS_TEXT = 2;
const HAS_OTHER = 4;
const PRESERVE = 8;

function kindOf(piece: string): Kind {
  if (!piece.startsWith('<')) return TEXT;
  const second = piece.charCodeAt(1);
  if (second === 0x21 /* ! */ || second === 0x3f /* ? */) return OTHER;
  if (second === 0x2f /* / */) return END;
  return piece.endsWith('/>') ? EMPTY : START;
}

/** Attributes in order: a value is consumed with its name, so text inside a value never reads as one. */
const ATTRIBUTE = /\s([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function preservesSpace(tag: string): boolean {
  if (!tag.includes('xml:space')) return false;
  for (const [, name, double, single] of tag.matchAll(ATTRIBUTE)) {
    if (name === 'xml:space') return (double ?? single) === 'preserve';
  }
  return false;
}

/** Whitespace between a tag's name and attributes: one space, none around `=` or before the end. */
const TAG_SPACE = /("[^"]*"|'[^']*')|(\s*=\s*)|(\s+)(?=\/?>$)|\s+/g;
const tidyTag = (tag: string): string =>
  /\s\s|[\t\n\r]|\s=|=\s|\s\/?>$/.test(tag)
    ? tag.replace(
        TAG_SPACE,
        (_, quoted?: string, equals?: string, last?: string) =>
          quoted ?? (equals !== undefined ? '=' : last !== undefined ? '' : ' '),
      )
    : tag;

interface Token {
  piece: string;
  kind: Kind;
  offset: number;
  /** A start tag whose element is written as is. */
  asWritten?: boolean;
}

/** The document's pieces, each start tag marked when its element is to be written as is. */
function tokenize(text: string, collapseContent: boolean): Token[] {
  const tokens: Token[] = [];
  const open: { token: Token; flags: number }[] = [];
  for (const { 0: piece, index: offset } of text.matchAll(XML_PIECES)) {
    const token: Token = { piece, kind: kindOf(piece), offset };
    const parent = open.at(-1);
    if (token.kind === TEXT) {
      if (parent && piece.trim() !== '') parent.flags |= HAS_TEXT;
    } else if (token.kind === OTHER) {
      if (parent) parent.flags |= piece.startsWith('<![CDATA[') ? HAS_TEXT : HAS_OTHER;
    } else if (token.kind === END) {
      const closed = open.pop();
      if (closed) {
        const { flags } = closed;
        const laidOut = flags & HAS_ELEMENT || (flags & HAS_OTHER && !collapseContent);
        closed.token.asWritten = (flags & (HAS_TEXT | PRESERVE)) !== 0 || !laidOut;
      }
    } else {
      if (parent) parent.flags |= HAS_ELEMENT;
      if (token.kind === START) open.push({ token, flags: preservesSpace(piece) ? PRESERVE : 0 });
    }
    tokens.push(token);
  }
  return tokens;
}

/**
 * Indents a well-formed document in two passes over its pieces, without recursion (nesting depth
 * is unbounded). Only whitespace between elements changes: an element with text or CDATA (text-only
 * or mixed content) or xml:space="preserve" is written as is, tags aside; so is one without child
 * elements when `collapseContent` (otherwise its comments and instructions go on lines of their own).
 * Refuses (`tooDeep`) a line that would be indented past MAX_INDENT_COLUMNS.
 */
export function layoutXml(text: string, { indentSize, collapseContent }: XmlFormatOptions): string {
  const maxLevels = indentSize === 0 ? Infinity : Math.floor(MAX_INDENT_COLUMNS / indentSize);
  const indents: string[] = [];
  const out: string[] = [];
  const line = (piece: string, depth: number) => {
    if (out.length > 0) out.push('\n', (indents[depth] ??= ' '.repeat(indentSize * depth)));
    out.push(piece);
  };
  let depth = 0;
  // Open elements of the subtree being copied as written.
  let copying = 0;
  for (const { piece: raw, kind, offset, asWritten } of tokenize(text, collapseContent)) {
    // A parser reads \r\n and \r as \n (XML 1.0 §2.11): so may the output, whose lines end in \n.
    const lf = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
    const piece = kind === START || kind === EMPTY || kind === END ? tidyTag(lf) : lf;
    if (copying > 0) {
      out.push(piece);
      if (kind === START) copying++;
      else if (kind === END) copying--;
    } else if (kind === END) line(piece, --depth);
    else if (kind === START || kind === EMPTY) {
      if (depth >= maxLevels) {
        throw new InputError('invalidXml', { detailKey: 'tooDeep', max: maxLevels, ...positionOf(text, offset) });
      }
      line(piece, depth);
      if (kind === EMPTY) continue;
      if (asWritten) copying = 1;
      else depth++;
    } else if (kind === OTHER) line(piece, depth);
    // Whitespace between elements (and a byte order mark before the root) is dropped.
  }
  return out.join('');
}

import { InputError } from '@/lib/errors';
import { declaredEntities, findBadReference, findForbiddenChar, PREDEFINED_ENTITIES, type Problem } from './xml-references';

/**
 * The markup of a well-formed document, piece by piece: comments, CDATA, processing instructions,
 * a DOCTYPE (with an internal subset), end tags, start or empty tags (attribute values may hold
 * `>`), and text between them.
 */
export const XML_PIECES =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>|<\/[^>]*>|<(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+/gi;

/** 1-based line and column of an offset. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** Refuses the document with a detail the page translates, at the problem's line and column. */
function refuse(text: string, offset: number, detailKey: string, params: Record<string, string> = {}): never {
  throw new InputError('invalidXml', { detailKey, ...params, ...positionOf(text, offset) });
}

/** Refuses the document for a problem found in the piece that starts at `pieceStart`. */
function refuseIf(text: string, pieceStart: number, problem: Problem | undefined): void {
  if (problem) refuse(text, pieceStart + problem.offset, problem.detailKey, problem.params);
}

/** A comment may hold neither `--` nor end with `-` (XML 1.0 §2.5). */
function findBadComment(comment: string): Problem | undefined {
  const body = comment.slice('<!--'.length, -'-->'.length);
  const doubleHyphen = body.indexOf('--');
  if (doubleHyphen >= 0) return { offset: '<!--'.length + doubleHyphen, detailKey: 'doubleHyphenInComment' };
  if (body.endsWith('-')) return { offset: comment.length - '-->'.length - 1, detailKey: 'doubleHyphenInComment' };
  return undefined;
}

/** The target `xml`, in any case, is the XML declaration's alone, and that stands first (after a byte order mark). */
function findMisplacedDeclaration(text: string, instruction: string, offset: number): Problem | undefined {
  const target = /^<\?([^\s?]*)/.exec(instruction)?.[1] ?? '';
  if (target.toLowerCase() !== 'xml') return undefined;
  const documentStart = text.startsWith('\uFEFF') ? 1 : 0;
  return target === 'xml' && offset === documentStart ? undefined : { offset: 0, detailKey: 'misplacedDeclaration' };
}

/** Attribute values hold no raw `<` (the parser could not tell it from markup) and only valid references. */
function findBadAttributeValue(tag: string, entities: ReadonlySet<string>): Problem | undefined {
  // Names hold no quotes, so every quoted run of a tag is a value.
  for (const match of tag.matchAll(/"([^"]*)"|'([^']*)'/g)) {
    const value = match[1] ?? match[2] ?? '';
    const valueStart = match.index + 1;
    const lessThan = value.indexOf('<');
    if (lessThan >= 0) return { offset: valueStart + lessThan, detailKey: 'lessThanInAttribute' };
    const bad = findBadReference(value, entities);
    if (bad) return { ...bad, offset: valueStart + bad.offset };
  }
  return undefined;
}

/** Text inside the root: `]]>` would read as the end of a CDATA section, and references must be valid. */
function findBadText(text: string, entities: ReadonlySet<string>): Problem | undefined {
  const cdataEnd = text.indexOf(']]>');
  if (cdataEnd >= 0) return { offset: cdataEnd, detailKey: 'cdataEndInText' };
  return findBadReference(text, entities);
}

/**
 * What the validator lets through, refused at its position as a conforming parser would: text or
 * a second element beside the root, a DOCTYPE after the root starts or twice, a misplaced XML
 * declaration, `--` in a comment, a `<` or a bad reference in an attribute value, an undeclared
 * entity, a reference to or a raw character that XML forbids. No entity is ever expanded.
 */
export function checkWellFormed(text: string): void {
  refuseIf(text, 0, findForbiddenChar(text));
  const entities = new Set(PREDEFINED_ENTITIES);
  let depth = 0;
  let roots = 0;
  let doctypes = 0;
  for (const match of text.matchAll(XML_PIECES)) {
    const piece = match[0];
    const start = match.index;
    const atTop = depth === 0;
    if (piece.startsWith('<!--')) refuseIf(text, start, findBadComment(piece));
    else if (piece.startsWith('<?')) refuseIf(text, start, findMisplacedDeclaration(text, piece, start));
    else if (/^<!doctype/i.test(piece)) {
      if (roots > 0 || doctypes++ > 0) refuse(text, start, 'misplacedDoctype');
      for (const name of declaredEntities(piece)) entities.add(name);
    } else if (piece.startsWith('<![CDATA[')) {
      if (atTop) refuse(text, start, 'outsideRoot');
    } else if (piece.startsWith('</')) depth--;
    else if (piece.startsWith('<')) {
      if (atTop && ++roots > 1) refuse(text, start, 'multipleRoots');
      refuseIf(text, start, findBadAttributeValue(piece, entities));
      if (!piece.endsWith('/>')) depth++;
    } else if (!atTop) refuseIf(text, start, findBadText(piece, entities));
    else if (piece.trim() !== '') refuse(text, start + piece.search(/\S/), 'outsideRoot');
  }
}

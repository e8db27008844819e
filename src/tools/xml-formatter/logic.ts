import { XMLValidator } from 'fast-xml-parser';
import formatXml from 'xml-formatter';
import { InputError } from '@/lib/errors';
import { INDENT_MAX, INDENT_MIN, isValidIndent, type XmlFormatOptions } from './options';

export type { XmlFormatOptions };

/**
 * The markup of a well-formed document, piece by piece: comments, CDATA, processing instructions,
 * a DOCTYPE (with an internal subset), end tags, start or empty tags (attribute values may hold
 * `>`), and text between them.
 */
const PIECES =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>|<\/[^>]*>|<(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+/gi;

/** 1-based line and column of an offset. */
function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/**
 * The validator lets text or a second element stand beside the root element: both are refused
 * here, at their position, as a parser would.
 */
function checkSingleRoot(text: string): void {
  let depth = 0;
  let roots = 0;
  for (const match of text.matchAll(PIECES)) {
    const piece = match[0];
    const atTop = depth === 0;
    if (piece.startsWith('<!--') || piece.startsWith('<?') || /^<!doctype/i.test(piece)) continue;
    if (piece.startsWith('<![CDATA[')) {
      if (atTop) throw new InputError('invalidXml', { detailKey: 'outsideRoot', ...positionOf(text, match.index) });
      continue;
    }
    if (piece.startsWith('</')) {
      depth--;
      continue;
    }
    if (piece.startsWith('<')) {
      if (atTop && ++roots > 1)
        throw new InputError('invalidXml', { detailKey: 'multipleRoots', ...positionOf(text, match.index) });
      if (!piece.endsWith('/>')) depth++;
      continue;
    }
    if (atTop && piece.trim() !== '') {
      const offset = match.index + piece.search(/\S/);
      throw new InputError('invalidXml', { detailKey: 'outsideRoot', ...positionOf(text, offset) });
    }
  }
}

/**
 * Checks that an XML document is well formed, then indents it: comments, CDATA, processing
 * instructions and self-closing tags are kept, lines end with `\n`. Whitespace-only input gives
 * ''. Bad input throws InputError `invalidXml` with the reason, line and column, or a `detailKey`.
 */
export function formatXmlText(text: string, { indentSize, collapseContent }: XmlFormatOptions): string {
  if (!isValidIndent(indentSize)) throw new InputError('indentRange', { min: INDENT_MIN, max: INDENT_MAX });
  if (text.trim() === '') return '';
  const result = XMLValidator.validate(text);
  if (result !== true) {
    throw new InputError('invalidXml', { reason: result.err.msg, line: result.err.line, column: result.err.col });
  }
  checkSingleRoot(text);
  try {
    return formatXml(text, { indentation: ' '.repeat(indentSize), collapseContent, lineSeparator: '\n' });
  } catch (error) {
    throw new InputError('invalidXml', { reason: error instanceof Error ? error.message : String(error) });
  }
}

import { XMLValidator } from 'fast-xml-parser';
import formatXml from 'xml-formatter';
import { checkWellFormed } from '@/lib/data-formats/xml-well-formed';
import { InputError } from '@/lib/errors';
import { INDENT_MAX, INDENT_MIN, isValidIndent, type XmlFormatOptions } from './options';

export type { XmlFormatOptions };

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
  checkWellFormed(text);
  try {
    return formatXml(text, { indentation: ' '.repeat(indentSize), collapseContent, lineSeparator: '\n' });
  } catch (error) {
    throw new InputError('invalidXml', { reason: error instanceof Error ? error.message : String(error) });
  }
}

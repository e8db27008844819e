import { XMLValidator } from 'fast-xml-parser';
import { checkWellFormed } from '@/lib/data-formats/xml-well-formed';
import { InputError } from '@/lib/errors';
import { layoutXml } from './layout';
import { INDENT_MAX, INDENT_MIN, isValidIndent, type XmlFormatOptions } from './options';

export type { XmlFormatOptions };

/**
 * Checks that an XML document is well formed, then indents it (see layoutXml: only whitespace
 * between elements changes), lines ending with `\n`. Whitespace-only input gives ''. Bad input
 * throws InputError `invalidXml` with the reason, line and column, or a `detailKey`.
 */
export function formatXmlText(text: string, { indentSize, collapseContent }: XmlFormatOptions): string {
  if (!isValidIndent(indentSize)) throw new InputError('indentRange', { min: INDENT_MIN, max: INDENT_MAX });
  if (text.trim() === '') return '';
  const result = XMLValidator.validate(text);
  if (result !== true) {
    throw new InputError('invalidXml', { reason: result.err.msg, line: result.err.line, column: result.err.col });
  }
  checkWellFormed(text);
  return layoutXml(text, { indentSize, collapseContent });
}

import { findForbiddenChar } from '@/lib/data-formats/xml-references';
import { InputError } from '@/lib/errors';

/** XML 1.0 (fifth edition) §2.3: the characters a name may start with, and those it may go on with. */
const NAME_START =
  ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME = new RegExp(`^[${NAME_START}][${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040]*$`, 'u');

/** A key used as an element or attribute name, refused unless XML allows it as one. */
export function checkName(name: string): string {
  if (!NAME.test(name)) throw new InputError('invalidJson', { detailKey: 'invalidName', name });
  return name;
}

/** A value refused if it holds a character no XML document may contain, not even as a reference. */
function checkChars(value: string): string {
  const problem = findForbiddenChar(value);
  if (problem) throw new InputError('invalidJson', { detailKey: 'forbiddenChar', ...problem.params });
  return value;
}

const TEXT_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
/** Tabs and line breaks in attributes are written as references: a parser would read them as spaces. */
const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { ...TEXT_ESCAPES, '\t': '&#9;', '\n': '&#10;' };

/** Text content escaped: `&`, `<`, `>` (so `]]>` cannot appear) and a carriage return, which a parser would drop. */
export const escapeText = (value: string): string => checkChars(value).replace(/[&<>\r]/g, (c) => TEXT_ESCAPES[c] ?? c);

/** An attribute value escaped, but for `"`, which the builder writes as `&quot;`. */
export const escapeAttribute = (value: string): string =>
  checkChars(value).replace(/[&<>\r\t\n]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);

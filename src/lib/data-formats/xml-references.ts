/** The entities every XML document knows without declaring them. */
export const PREDEFINED_ENTITIES: readonly string[] = ['amp', 'lt', 'gt', 'quot', 'apos'];

/** A problem found at `offset` within the string that was checked. */
export interface Problem {
  offset: number;
  detailKey: string;
  params?: Record<string, string>;
}

/** The characters XML allows (XML 1.0 §2.2, production Char). */
export const isXmlChar = (code: number): boolean =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** Anything outside production Char, lone surrogates included (`u` flag: they are code points of their own). */
const FORBIDDEN_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** The first character XML forbids anywhere in a document, markup, comments and CDATA included. */
export function findForbiddenChar(text: string): Problem | undefined {
  const match = FORBIDDEN_CHAR.exec(text);
  if (!match) return undefined;
  const code = text.codePointAt(match.index) ?? 0;
  return {
    offset: match.index,
    detailKey: 'forbiddenChar',
    params: { code: code.toString(16).toUpperCase().padStart(4, '0') },
  };
}

/** A character reference, an entity reference, or a `&` that starts neither. */
const REFERENCE = /&(?:#x([\da-fA-F]+);|#(\d+);|([^\s&;#<>"']+);)?/g;

/**
 * Checks the references in text or an attribute value without expanding any: a character
 * reference must name a character XML allows, an entity must be predefined or declared in the
 * internal DTD subset, and a `&` must start one of them.
 */
export function findBadReference(value: string, declared: ReadonlySet<string>): Problem | undefined {
  for (const match of value.matchAll(REFERENCE)) {
    const [reference, hex, decimal, name] = match;
    const offset = match.index;
    if (hex !== undefined || decimal !== undefined) {
      const code = hex === undefined ? Number(decimal) : parseInt(hex, 16);
      if (!isXmlChar(code)) return { offset, detailKey: 'forbiddenCharRef', params: { reference } };
    } else if (name !== undefined) {
      if (!declared.has(name)) return { offset, detailKey: 'undeclaredEntity', params: { name } };
    } else return { offset, detailKey: 'bareAmpersand' };
  }
  return undefined;
}

/**
 * Comments and quoted literals of a DTD internal subset, or a general entity declaration: read
 * left to right, so a `<!ENTITY` inside a comment or a literal is not taken for a declaration.
 */
const DTD_TOKENS = /<!--[\s\S]*?-->|"[^"]*"|'[^']*'|<!ENTITY\s+(?!%)([^\s"'<>%]+)/g;

/** The names of the general entities a DOCTYPE declares in its internal subset (parameter entities are not referable from content). */
export function declaredEntities(doctype: string): string[] {
  const names: string[] = [];
  for (const [, name] of doctype.matchAll(DTD_TOKENS)) if (name !== undefined) names.push(name);
  return names;
}

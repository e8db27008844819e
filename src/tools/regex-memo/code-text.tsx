import type { ReactNode } from 'react';

/** `<code>…</code>` in a translated text (no nesting, no attributes, no `<` inside). */
const CODE = /<code>([^<]*)<\/code>/g;

/**
 * A translated explanation as React nodes: its only markup is <code>, so these few lines replace
 * a Markdown parser and sanitiser on this page. Everything else stays text (React escapes it).
 */
export function codeText(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CODE)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(<code key={match.index}>{match[1]}</code>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

import type { ReactNode } from 'react';

/** `<strong>…</strong>` or `<code>…</code>` in a translated text (no nesting, no attributes, no `<` inside). */
const MARKUP = /<(strong|code)>([^<]*)<\/\1>/g;

/**
 * A cheat sheet's translated text as React nodes: its only markup is <strong> and <code>, so these
 * few lines replace a Markdown parser and sanitiser. Everything else stays text (React escapes it).
 */
export function markupText(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, tag, content] = match;
    nodes.push(tag === 'strong' ? <strong key={match.index}>{content}</strong> : <code key={match.index}>{content}</code>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** The text with its <strong> and <code> taken out: any `<` or `>` left is markup that markupText shows as text. */
export function withoutMarkup(text: string): string {
  return text.replace(MARKUP, '');
}

import type { ReactNode } from 'react';

/** `<strong>…</strong>` or `<code>…</code>` in a tip's translated text (no nesting, no attributes). */
const MARKUP = /<(strong|code)>([^<]*)<\/\1>/g;

/**
 * A tip's text as React nodes: its only markup is <strong> and <code>, so a few lines replace a
 * Markdown parser and sanitiser on this page. Everything else stays text (React escapes it).
 */
export function tipText(text: string): ReactNode[] {
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

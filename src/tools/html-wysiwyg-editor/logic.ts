/**
 * A small HTML formatter for the editor's output: every block element starts its own line, the
 * blocks inside a block are indented by two spaces, and inline markup (text, <strong>, <a>, <br>…)
 * is kept exactly as written. The content of <pre>, <textarea>, <script> and <style> is never
 * touched, since its whitespace is significant. It reads HTML as a string (no DOM), in one pass.
 */

export const DEFAULT_CONTENT = '<h1>Hey!</h1><p>Welcome to this html wysiwyg editor</p>';

const INDENT = '  ';

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'colgroup',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'header',
  'hgroup',
  'hr',
  'html',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'script',
  'section',
  'style',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Elements without content: they open and close in one tag. */
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Elements whose content is raw text, kept verbatim up to their closing tag. */
const RAW_TAGS = new Set(['pre', 'script', 'style', 'textarea']);

const SELF_CLOSED = /\/\s*>$/;

/** `<name` or `</name` at `lastIndex`. */
const TAG_START = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/y;

type Token =
  | { kind: 'open'; name: string; raw: string; selfClosing: boolean }
  | { kind: 'close'; name: string; raw: string }
  | { kind: 'text'; raw: string };

/** End of the tag that starts at `start` (a `<`), skipping quoted attribute values; -1 if unterminated. */
function tagEnd(html: string, start: number): number {
  let quote = '';
  for (let i = start + 1; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i;
    }
  }
  return -1;
}

function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  let i = 0;
  const flush = () => {
    if (text) tokens.push({ kind: 'text', raw: text });
    text = '';
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      const stop = end === -1 ? html.length : end + 3;
      text += html.slice(lt, stop);
      i = stop;
      continue;
    }
    TAG_START.lastIndex = lt;
    const match = TAG_START.exec(html);
    const end = match ? tagEnd(html, lt) : -1;
    if (!match || end === -1) {
      // Not a tag ("a < b", "<!doctype>", an unterminated tag): plain text.
      text += '<';
      i = lt + 1;
      continue;
    }
    flush();
    const raw = html.slice(lt, end + 1);
    const name = match[2]!.toLowerCase();
    i = end + 1;
    if (match[1]) {
      tokens.push({ kind: 'close', name, raw });
      continue;
    }
    const selfClosing = VOID_TAGS.has(name) || SELF_CLOSED.test(raw);
    tokens.push({ kind: 'open', name, raw, selfClosing });
    if (RAW_TAGS.has(name) && !selfClosing) {
      const close = html.toLowerCase().indexOf(`</${name}`, i);
      const stop = close === -1 ? html.length : close;
      if (stop > i) tokens.push({ kind: 'text', raw: html.slice(i, stop) });
      i = stop;
    }
  }
  flush();
  return tokens;
}

/** A block element and its content: nested blocks, and runs of inline markup between them. */
interface Block {
  open: string;
  close: string;
  name: string;
  children: (Block | string)[];
}

function buildTree(tokens: Token[]): Block {
  const root: Block = { open: '', close: '', name: '', children: [] };
  const stack: Block[] = [root];
  const top = () => stack[stack.length - 1]!;
  const appendInline = (raw: string) => {
    const children = top().children;
    const last = children[children.length - 1];
    if (typeof last === 'string') children[children.length - 1] = last + raw;
    else children.push(raw);
  };
  for (const token of tokens) {
    if (token.kind === 'text') {
      appendInline(token.raw);
    } else if (token.kind === 'open') {
      if (!BLOCK_TAGS.has(token.name)) {
        appendInline(token.raw);
        continue;
      }
      const block: Block = { open: token.raw, close: '', name: token.name, children: [] };
      top().children.push(block);
      if (!token.selfClosing) stack.push(block);
    } else {
      const at = BLOCK_TAGS.has(token.name) ? stack.findLastIndex((b, index) => index > 0 && b.name === token.name) : -1;
      if (at === -1) {
        // An inline closing tag, or a stray block closing tag: kept in the inline flow.
        appendInline(token.raw);
        continue;
      }
      stack[at]!.close = token.raw;
      stack.length = at;
    }
  }
  return root;
}

function hasBlockChild(block: Block): boolean {
  return block.children.some((child) => typeof child !== 'string');
}

function printChildren(block: Block, depth: number, lines: string[]): void {
  const pad = INDENT.repeat(depth);
  for (const child of block.children) {
    if (typeof child === 'string') {
      const inline = child.trim();
      if (inline) lines.push(pad + inline);
    } else {
      printBlock(child, depth, lines);
    }
  }
}

function printBlock(block: Block, depth: number, lines: string[]): void {
  const pad = INDENT.repeat(depth);
  if (RAW_TAGS.has(block.name) || !hasBlockChild(block)) {
    // Inline content only (or raw text): the element on one line, its content as written.
    const content = block.children.map((child) => (typeof child === 'string' ? child : '')).join('');
    lines.push(pad + block.open + (content.trim() ? content : '') + block.close);
    return;
  }
  lines.push(pad + block.open);
  printChildren(block, depth + 1, lines);
  if (block.close) lines.push(pad + block.close);
}

/** Formats an HTML fragment: one block element per line, nested blocks indented by two spaces. */
export function formatHtml(html: string): string {
  const lines: string[] = [];
  printChildren(buildTree(tokenize(html)), 0, lines);
  return lines.join('\n');
}

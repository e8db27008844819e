/**
 * Drops the event-handler attributes (`onerror`, `onload`…: every name starting with "on", none of
 * which DOMPurify allows) from the start tags of an HTML text, reading tags the way an HTML parser
 * does (quoted values, comments, raw-text elements). DOMPurify would remove them anyway; this runs
 * first because Chromium checks the page's Content-Security-Policy as soon as it parses such an
 * attribute, even in an inert document, and reports a violation for a handler that could never run.
 * Only the attributes and the spaces before them go. The same holds for `<base href>`, whose URL
 * Chromium checks against `base-uri` when the inert document is parsed: HTML `<base>` tags go too
 * (DOMPurify drops them). (Markup that leaves SVG or MathML content midway is read more simply than
 * a parser does: at worst a handler or a base is left to DOMPurify, and Chromium reports it.)
 */

/** Elements whose content is text up to their end tag (outside SVG and MathML). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);
const FOREIGN = new Set(['svg', 'math']);
const SPACE = /[\t\n\f\r ]/;
const NAME_END = /[\t\n\f\r />]/;

interface Tag {
  /** Index after the tag's `>`, or -1 when the text ends inside the tag (the parser drops it). */
  end: number;
  name: string;
  selfClosing: boolean;
  /** The tag as written, minus its event-handler attributes. */
  text: string;
}

/** Reads the tag that starts at `start` (a `<` followed by a letter, or `</`). */
function readTag(html: string, start: number, closing: boolean): Tag {
  let i = start + (closing ? 2 : 1);
  while (i < html.length && !NAME_END.test(html[i]!)) i++;
  const name = html.slice(start + (closing ? 2 : 1), i).toLowerCase();
  let text = html.slice(start, i);
  // Spaces and slashes before the next attribute: dropped with a handler, kept otherwise.
  let gap = '';
  let selfClosing = false;
  while (i < html.length) {
    const c = html[i]!;
    if (c === '>') return { end: i + 1, name, selfClosing, text: `${text}${gap}>` };
    if (SPACE.test(c) || c === '/') {
      selfClosing = c === '/' && html[i + 1] === '>';
      gap += c;
      i++;
      continue;
    }
    // An attribute: its name (a leading "=" belongs to it), then maybe "=" and a value.
    const attributeStart = i;
    i++;
    while (i < html.length && !NAME_END.test(html[i]!) && html[i] !== '=') i++;
    const attributeName = html.slice(attributeStart, i).toLowerCase();
    let j = i;
    while (j < html.length && SPACE.test(html[j]!)) j++;
    if (html[j] === '=') {
      j++;
      while (j < html.length && SPACE.test(html[j]!)) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        j = close === -1 ? html.length : close + 1;
      } else {
        while (j < html.length && !SPACE.test(html[j]!) && html[j] !== '>') j++;
      }
      i = j;
    }
    // The next attribute brings its own separator: a dropped handler takes its gap along.
    if (!attributeName.startsWith('on')) text += gap + html.slice(attributeStart, i);
    gap = '';
  }
  return { end: -1, name, selfClosing, text: html.slice(start) };
}

/** Index after the comment or other markup declaration that starts at `start` (`<!`, `<?` or `</`). */
function declarationEnd(html: string, start: number, foreign: boolean): number {
  const find = (marker: string, from: number) => {
    const at = html.indexOf(marker, from);
    return at === -1 ? html.length : at + marker.length;
  };
  if (html.startsWith('<!--', start)) {
    if (html.startsWith('<!-->', start)) return start + 5;
    if (html.startsWith('<!--->', start)) return start + 6;
    const close = find('-->', start + 4);
    const bang = find('--!>', start + 4);
    return Math.min(close, bang);
  }
  if (foreign && html.startsWith('<![CDATA[', start)) return find(']]>', start + 9);
  return find('>', start + 2);
}

/** `html` without event-handler attributes and `<base>` tags. */
export function withoutEventHandlers(html: string): string {
  if (!/\bon|<base/i.test(html)) return html;
  let out = '';
  let foreign = 0;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    out += html.slice(i, lt);
    const next = html[lt + 1] ?? '';
    const closing = next === '/' && /[a-z]/i.test(html[lt + 2] ?? '');
    // "<!…>", "<?…>" and "</" not followed by a letter: comments and bogus comments, kept as written.
    if (next === '!' || next === '?' || (next === '/' && !closing)) {
      i = declarationEnd(html, lt, foreign > 0);
      out += html.slice(lt, i);
      continue;
    }
    if (!closing && !/[a-z]/i.test(next)) {
      out += '<';
      i = lt + 1;
      continue;
    }
    const tag = readTag(html, lt, closing);
    const base = !closing && foreign === 0 && tag.name === 'base';
    if (!base) out += tag.text;
    if (tag.end === -1) return out;
    i = tag.end;
    if (base) continue;
    if (FOREIGN.has(tag.name)) foreign = Math.max(0, foreign + (closing ? -1 : tag.selfClosing ? 0 : 1));
    if (!closing && foreign === 0 && (RAW_TEXT.has(tag.name) || tag.name === 'plaintext')) {
      if (tag.name === 'plaintext') return out + html.slice(i);
      // The content runs to "</name" followed by a space, "/" or ">".
      const endTag = new RegExp(`</${tag.name}[\\t\\n\\f\\r />]`, 'ig');
      endTag.lastIndex = i;
      const close = endTag.exec(html);
      const stop = close ? close.index : html.length;
      out += html.slice(i, stop);
      i = stop;
    }
  }
  return out + html.slice(i);
}

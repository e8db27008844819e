import { Marked, type Token } from 'marked';
import { InputError } from '@/lib/errors';

/**
 * Markdown to HTML with marked: CommonMark plus the GitHub extensions (tables, strikethrough, task
 * lists, extended autolinks). A private instance, so no other user of marked changes its options.
 * It runs in the markdown worker (workers/hosts/markdown.ts): marked can take seconds on a long or
 * pathological text. The HTML is not safe to show yet: raw HTML passes through, and the page
 * sanitises it (convert.ts, src/ui/Markdown.tsx).
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * marked reads and writes nested blocks recursively: quotes or lists thousands of levels deep end
 * the call stack. That is said as such (InputError `tooDeep`), not as an unexpected error. (marked
 * rethrows the RangeError as an Error of the same message.)
 */
export function withinStack<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof Error && /call stack/i.test(error.message)) throw new InputError('tooDeep');
    throw error;
  }
}

/** The HTML of `markdown` (unsanitised); '' for a blank text. No size limit. */
export function markdownToHtml(markdown: string): string {
  if (markdown.trim() === '') return '';
  return withinStack(() => marked.parse(markdown, { async: false }));
}

export interface MarkdownBlocks {
  /** The top-level blocks (headings, paragraphs, lists, tables, code…), in order. */
  blocks: Token[];
  /** The text holds raw HTML somewhere (an element may then open in one block and close in another). */
  rawHtml: boolean;
}

/**
 * The text read into its top-level blocks, to be turned into HTML one at a time (`blockToHtml`):
 * each renders on its own, so their HTML put together is `markdownToHtml`'s. The reading itself is
 * whole (a link's definition may come anywhere in the text).
 */
export function markdownBlocks(markdown: string): MarkdownBlocks {
  if (markdown.trim() === '') return { blocks: [], rawHtml: false };
  const blocks = withinStack(() => marked.lexer(markdown));
  let rawHtml = false;
  withinStack(() =>
    marked.walkTokens(blocks, (token) => {
      if (token.type === 'html') rawHtml = true;
    }),
  );
  return { blocks: [...blocks], rawHtml };
}

/** The HTML of one of `markdownBlocks`' blocks (unsanitised). */
export const blockToHtml = (block: Token): string => withinStack(() => marked.parser([block]));

/** What the markdown worker answers for a text: its top-level blocks' HTML (unsanitised). */
export interface MarkdownBlocksHtml {
  /** Each block's HTML, in order; the blocks that give none (blank lines) are left out. */
  blocks: string[];
  /** As MarkdownBlocks' `rawHtml`: the blocks are then sanitised together. */
  rawHtml: boolean;
}

/** `markdownBlocks` then `blockToHtml` of each: strings cross to the page cheaply, tokens would not. */
export function markdownBlocksHtml(markdown: string): MarkdownBlocksHtml {
  const { blocks, rawHtml } = markdownBlocks(markdown);
  return { blocks: blocks.map(blockToHtml).filter((html) => html !== ''), rawHtml };
}

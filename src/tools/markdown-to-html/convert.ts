import createDOMPurify from 'dompurify';
import type { TaskContext } from '@/hooks/useTask';
import { nextTask } from '@/lib/next-task';
import { throttledProgress } from '@/lib/progress';
import { withoutEventHandlers } from './event-handlers';
import type { MarkdownBlocksHtml } from './logic';

/**
 * DOMPurify instances of this tool's own: hooks other code adds to the shared one (the app's Markdown
 * widget makes every link open a new tab) do not reach the HTML given here. Each is configured once,
 * so no call pays for reading options again, and answers the sanitised <body> of an inert document.
 * The second also keeps BLOCK elements, which wrap each block of a batch sanitised in one call (one
 * document parsed instead of one per block); raw HTML never meets it, so no author's element of
 * that name comes through.
 */
const purify = createDOMPurify(window);
purify.setConfig({ RETURN_DOM: true });
const BLOCK = 'md-block';
const purifyBlocks = createDOMPurify(window);
purifyBlocks.setConfig({ RETURN_DOM: true, ADD_TAGS: [BLOCK] });

/** A long text gives the page back after this long… */
const SLICE_MS = 12;
/** …checked after each batch of this many blocks, sanitised together (~10 ms on a slow phone). */
const SLICE_BLOCKS = 24;

/** One block, sanitised. */
interface Block {
  /** Its HTML, as shown in "Output HTML". */
  html: string;
  /** Its nodes, in an inert document, with the preview's link targets. */
  body: HTMLElement;
  heading: string;
}

/** What the preview frame shows: the blocks' nodes and a title (which names the printed PDF). */
export interface PreviewContent {
  bodies: HTMLElement[];
  title: string;
}

export interface ConvertedMarkdown {
  /** The sanitised HTML, as shown in "Output HTML". */
  html: string;
  /** Undefined when there is no HTML. */
  preview?: PreviewContent;
}

/**
 * The last text's blocks by their unsanitised HTML: a keystroke changes one block, and only that
 * one is sanitised again. Holds the blocks of the last conversion only.
 */
let sanitised = new Map<string, Block>();

/** One block from its sanitised nodes (the children of `body`). */
function blockOf(body: HTMLElement): Block {
  const html = body.innerHTML;
  // In the preview, links to other pages open in a new tab without opener or referrer; links within the text stay.
  for (const link of body.querySelectorAll('a[href]')) {
    if (link.getAttribute('href')?.startsWith('#')) continue;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const heading = body.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim() ?? '';
  return { html, body, heading };
}

/** No script, handler, `javascript:` URL or frame gets through. */
const sanitize = (html: string) => blockOf(purify.sanitize(withoutEventHandlers(html)) as unknown as HTMLElement);

/**
 * The blocks of `raws` (their unsanitised HTML), sanitised in one call, the ones met in the last
 * text taken from there; `kept` gathers them for the next text.
 */
function blocksOf(raws: string[], kept: Map<string, Block>): Block[] {
  const fresh = [...new Set(raws.filter((raw) => !kept.has(raw) && !sanitised.has(raw)))];
  if (fresh.length > 0) {
    const batch = fresh.map((raw) => `<${BLOCK}>${raw}</${BLOCK}>`).join('');
    const body = purifyBlocks.sanitize(withoutEventHandlers(batch)) as unknown as HTMLElement;
    const wrappers = Array.from(body.children) as HTMLElement[];
    // Well-formed blocks each come back in their wrapper; anything else is sanitised on its own.
    fresh.forEach((raw, index) => kept.set(raw, wrappers.length === fresh.length ? blockOf(wrappers[index]!) : sanitize(raw)));
  }
  return raws.map((raw) => {
    const block = kept.get(raw) ?? sanitised.get(raw)!;
    kept.set(raw, block);
    return block;
  });
}

function converted(blocks: Block[], fallbackTitle: string): ConvertedMarkdown {
  const html = blocks
    .map((block) => block.html)
    .join('')
    .replace(/\n+$/, '');
  if (html === '') return { html };
  const title = blocks.find((block) => block.heading)?.heading || fallbackTitle;
  return { html, preview: { bodies: blocks.map((block) => block.body), title } };
}

/** A text with raw HTML is sanitised whole: its elements may open in one block and close in another. */
function convertWhole({ blocks }: MarkdownBlocksHtml, fallbackTitle: string): ConvertedMarkdown {
  sanitised = new Map();
  return converted([sanitize(blocks.join(''))], fallbackTitle);
}

/**
 * The blocks' HTML that the markdown worker gave for a text, sanitised at once. Needs a DOM: it
 * runs in the page, in the tool's own chunk.
 */
export function convertBlocks(read: MarkdownBlocksHtml, fallbackTitle: string): ConvertedMarkdown {
  if (read.rawHtml) return convertWhole(read, fallbackTitle);
  const kept = new Map<string, Block>();
  const blocks = blocksOf(read.blocks, kept);
  sanitised = kept;
  return converted(blocks, fallbackTitle);
}

/** The same for a long text, in slices between which the page answers. */
export async function convertBlocksInSlices(
  read: MarkdownBlocksHtml,
  fallbackTitle: string,
  { signal, report }: TaskContext,
): Promise<ConvertedMarkdown> {
  if (read.rawHtml) return convertWhole(read, fallbackTitle);
  const kept = new Map<string, Block>();
  const blocks: Block[] = [];
  const progress = throttledProgress(read.blocks.length, report);
  let sliceStart = performance.now();
  for (let start = 0; start < read.blocks.length; start += SLICE_BLOCKS) {
    blocks.push(...blocksOf(read.blocks.slice(start, start + SLICE_BLOCKS), kept));
    if (start + SLICE_BLOCKS >= read.blocks.length || performance.now() - sliceStart < SLICE_MS) continue;
    progress(blocks.length);
    await nextTask();
    signal.throwIfAborted();
    sliceStart = performance.now();
  }
  sanitised = kept;
  return converted(blocks, fallbackTitle);
}

/// <reference lib="webworker" />
import { markdownBlocksHtml, markdownToHtml } from '@/tools/markdown-to-html/logic';

/**
 * Markdown to HTML with marked: the Markdown to HTML tool's blocks and the app's Markdown widget
 * (the About page), so marked ships in this worker only. A host of its own, not `text`: the About
 * page then loads marked alone, and the tool may restart it (a pathological text runs for seconds)
 * without stopping other work. The page sanitises the HTML: DOMPurify needs the page's DOM.
 */
export const api = { markdownBlocksHtml, markdownToHtml };

export type MarkdownHost = typeof api;

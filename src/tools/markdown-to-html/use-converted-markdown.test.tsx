// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInputError } from '@/lib/errors';
import type { MarkdownBlocksHtml } from './logic';
import { useConvertedMarkdown } from './use-converted-markdown';

/** The markdown worker's double: the real logic, the texts it was given, answers held back on demand. */
const worker = vi.hoisted(() => ({
  calls: [] as string[],
  hold: undefined as Promise<void> | undefined,
}));

vi.mock('@workers/index', async () => {
  const { inThreadBridge } = await import('@/hooks/in-thread-bridge.test-helpers');
  const { InputError } = await import('@/lib/errors');
  const { markdownBlocksHtml, markdownToHtml } = await import('./logic');
  return {
    bridge: inThreadBridge({
      markdown: {
        async markdownBlocksHtml(markdown: string): Promise<MarkdownBlocksHtml> {
          worker.calls.push(markdown);
          await worker.hold;
          // Only the worker knows this text: the page converting it itself would show marked's HTML.
          if (markdown === 'ask the worker') return { blocks: ['<p>the worker’s HTML</p>\n'], rawHtml: false };
          if (markdown.startsWith('>>>')) throw new InputError('tooDeep');
          return markdownBlocksHtml(markdown);
        },
        markdownToHtml,
      },
    }),
  };
});

/**
 * The page's sanitising, stood in for: happy-dom's parser makes DOMPurify drop elements a browser
 * keeps, so DOMPurify is checked in Chromium (tests/e2e/tools/markdown-to-html.spec.ts).
 */
const sanitiser = vi.hoisted(() => {
  const converted = ({ blocks }: MarkdownBlocksHtml, title: string) => {
    const html = blocks.join('').replace(/\n+$/, '');
    return html === '' ? { html } : { html, preview: { bodies: [], title: /<h\d>(.*?)<\/h\d>/.exec(html)?.[1] ?? title } };
  };
  return {
    convertBlocks: vi.fn(converted),
    convertBlocksInSlices: vi.fn(async (read: MarkdownBlocksHtml, title: string) => converted(read, title)),
  };
});
vi.mock('./convert', () => sanitiser);

const TITLE = 'Markdown to HTML';
const longText = (last: string) => Array.from({ length: 150 }, (_, i) => `## Part ${i}\n\nSome *text* ${i}.`).join('\n\n') + last;
const held = () => {
  let release = () => undefined as void;
  worker.hold = new Promise<void>((resolve) => (release = resolve));
  return release;
};

describe('useConvertedMarkdown', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    worker.calls = [];
    worker.hold = undefined;
  });

  it('gets the blocks’ HTML from the markdown worker and sanitises them in the page', async () => {
    const { result } = renderHook(() => useConvertedMarkdown('ask the worker', TITLE));
    await waitFor(() => expect(result.current.html).toBe('<p>the worker’s HTML</p>'));
    expect(worker.calls).toContain('ask the worker');
    expect(sanitiser.convertBlocks).toHaveBeenLastCalledWith({ blocks: ['<p>the worker’s HTML</p>\n'], rawHtml: false }, TITLE);
    expect(result.current).toMatchObject({ preview: { title: TITLE }, error: undefined });
  });

  it('asks nothing of the worker for a blank text, beyond starting it', async () => {
    const { result } = renderHook(() => useConvertedMarkdown(' \n', TITLE));
    await waitFor(() => expect(worker.calls).toEqual(['']));
    expect(result.current).toMatchObject({ html: '', preview: undefined, error: undefined });
  });

  it('says a text nested too deeply as the worker said it (its InputError crosses)', async () => {
    const { result } = renderHook(() => useConvertedMarkdown(`>>>${'>'.repeat(3_000)} deep`, TITLE));
    await waitFor(() => expect(result.current.error).toBeDefined(), { timeout: 2_000 });
    expect(isInputError(result.current.error)).toBe(true);
    expect(result.current.error).toMatchObject({ key: 'tooDeep' });
    expect(result.current).toMatchObject({ html: '', preview: undefined });
  });

  it('keeps the last HTML and preview while a short edit is on its way to the worker', async () => {
    const { result, rerender } = renderHook(({ text }) => useConvertedMarkdown(text, TITLE), {
      initialProps: { text: '# One' },
    });
    await waitFor(() => expect(result.current.html).toBe('<h1>One</h1>'));
    const release = held();
    rerender({ text: '# Two' });
    await waitFor(() => expect(worker.calls).toContain('# Two'));
    expect(result.current.html).toBe('<h1>One</h1>');
    expect(result.current.preview?.title).toBe('One');
    act(release);
    await waitFor(() => expect(result.current.html).toBe('<h1>Two</h1>'));
    expect(result.current.preview?.title).toBe('Two');
  });

  it('converts a long text once typing settles: its HTML blank meanwhile, its preview the last one', async () => {
    const first = longText('');
    const { result, rerender } = renderHook(({ text }) => useConvertedMarkdown(text, TITLE), {
      initialProps: { text: first },
    });
    await waitFor(() => expect(result.current.html).toContain('<h2>Part 149</h2>'), { timeout: 2_000 });
    expect(result.current.html.match(/<h2>/g)).toHaveLength(150);
    expect(sanitiser.convertBlocksInSlices).toHaveBeenCalledTimes(1);
    expect(result.current.preview?.title).toBe('Part 0');
    const release = held();
    rerender({ text: longText(' more') });
    expect(result.current.html).toBe('');
    expect(result.current.preview?.title).toBe('Part 0');
    await waitFor(() => expect(worker.calls).toContain(longText(' more')));
    expect(result.current.html).toBe('');
    act(release);
    await waitFor(() => expect(result.current.html).toMatch(/<p>Some <em>text<\/em> 149\. more<\/p>$/), { timeout: 2_000 });
  });
});

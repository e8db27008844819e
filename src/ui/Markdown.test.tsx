// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Markdown } from './Markdown';

/** The markdown worker's double: the texts it was given, and its own HTML for one of them. */
const worker = vi.hoisted(() => ({ calls: [] as string[] }));

vi.mock('@workers/index', async () => {
  const { inThreadBridge } = await import('@/hooks/in-thread-bridge.test-helpers');
  const { markdownBlocksHtml } = await import('@/tools/markdown-to-html/logic');
  return {
    bridge: inThreadBridge({
      markdown: {
        markdownBlocksHtml,
        markdownToHtml(markdown: string): string {
          worker.calls.push(markdown);
          if (markdown === 'fail') throw new TypeError('a bug');
          // Only the worker knows this HTML: the page rendering the text itself would not show it.
          return `<h2>From the worker</h2><p>${markdown} <a href="https://example.com/">out</a></p><script>bad()</script>`;
        },
      },
    }),
  };
});

/**
 * DOMPurify, stood in for: happy-dom's parser makes it drop elements a browser keeps, so the
 * sanitising is checked in Chromium (tests/e2e/c-lib.spec.ts).
 */
const sanitizer = vi.hoisted(() => ({
  sanitizeMarkdownHtml: vi.fn((html: string) => html.replace(/<script>.*?<\/script>/g, '')),
}));
vi.mock('./markdown-sanitize', () => sanitizer);

describe('Markdown', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    worker.calls = [];
  });

  it('shows the HTML the markdown worker made, sanitised in the page', async () => {
    const { container } = render(<Markdown markdown="some *text*" />);
    await screen.findByRole('heading', { name: 'From the worker' });
    expect(worker.calls).toEqual(['some *text*']);
    expect(sanitizer.sanitizeMarkdownHtml).toHaveBeenCalledWith(expect.stringContaining('<script>'));
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'out' }).getAttribute('href')).toBe('https://example.com/');
  });

  it('draws nothing before the answer, and nothing for no text', async () => {
    const { container } = render(<Markdown />);
    expect(container.textContent).toBe('');
    render(<Markdown markdown="later" />);
    expect(screen.queryByRole('heading')).toBeNull();
    await screen.findByRole('heading', { name: 'From the worker' });
    expect(worker.calls).toEqual(['later']);
  });

  it('shows the plain text when the worker fails', async () => {
    render(<Markdown markdown="fail" />);
    await waitFor(() => expect(screen.getByText('fail')).toBeTruthy());
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
